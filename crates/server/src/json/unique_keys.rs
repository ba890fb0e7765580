//! A body read into its type while every object's keys are compared: a key
//! written twice in one object stops the reading (issue 18: the body used to
//! be walked once for repeated keys, then read again into its type).
//!
//! serde_json keeps the last of two equal keys, and serde's derived structs
//! refuse a repeat only of the fields they know, not of a map's keys, a
//! `serde_json::Value`'s or a skipped field's. So the deserializer is
//! wrapped, with every visitor, list, map and enum access it hands out, and
//! each object's keys pass through [`Keys`] before its own visitor sees
//! them. The wrapper only stops at a repeat; which key, and where, is found
//! by the slower walk in `json.rs`, on that error path only.

use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashSet;
use std::fmt;

use serde::de::{
    self, DeserializeSeed, Deserializer, EnumAccess, IgnoredAny, MapAccess, SeqAccess, VariantAccess, Visitor,
};
use smallvec::SmallVec;

/// What the reading noticed beside the value it read. (A key written twice
/// is not among it: it stops the reading with an error.)
#[derive(Default)]
pub(super) struct Findings {
    /// A key was read as something else than a string (a map with number
    /// keys: serde_json reads `"1"` as the number), so it was not compared:
    /// the caller must walk the document for repeats itself. No body of the
    /// contract has such a map today; this keeps the refusal whole if one
    /// comes.
    pub(super) unchecked: Cell<bool>,
}

/// The deserializer `inner`, reading as it would, but refusing a key
/// written twice in one object.
pub(super) struct UniqueKeys<'f, D> {
    inner: D,
    findings: &'f Findings,
}

impl<'f, D> UniqueKeys<'f, D> {
    /// Wraps `inner`; what it notices is written into `findings`.
    pub(super) fn new(inner: D, findings: &'f Findings) -> Self {
        UniqueKeys { inner, findings }
    }
}

/// An object's keys read so far. Objects of the contract have a handful of
/// keys, compared in a list on the stack; past [`Keys::LISTED`] they go
/// into a hash set, so that an object of a hundred thousand keys (the body
/// limit allows it) costs a hash each, not a comparison with every other.
#[derive(Default)]
struct Keys<'de> {
    listed: SmallVec<[Cow<'de, str>; 8]>,
    hashed: Option<HashSet<Cow<'de, str>>>,
}

impl<'de> Keys<'de> {
    const LISTED: usize = 16;

    /// Adds `key`; false when the object already had it.
    fn insert(&mut self, key: Cow<'de, str>) -> bool {
        if let Some(hashed) = &mut self.hashed {
            return hashed.insert(key);
        }
        if self.listed.contains(&key) {
            return false;
        }
        self.listed.push(key);
        if self.listed.len() > Self::LISTED {
            self.hashed = Some(self.listed.drain(..).collect());
        }
        true
    }
}

/// Forwards each `deserialize_*` method to the wrapped deserializer, with
/// the visitor wrapped as the implementing type's `split` says.
macro_rules! forward_deserialize {
    ($($method:ident $(($($arg:ident: $ty:ty),*))?;)*) => {$(
        fn $method<V: Visitor<'de>>(self, $($($arg: $ty,)*)? visitor: V) -> Result<V::Value, Self::Error> {
            let (inner, visitor) = self.split(visitor);
            inner.$method($($($arg,)*)? visitor)
        }
    )*};
}

/// Every `deserialize_*` method forwarded with its visitor wrapped, but
/// `deserialize_ignored_any`, which each wrapper writes itself (serde_json
/// skips an ignored value without visiting it).
macro_rules! forward_every_deserialize {
    () => {
        forward_deserialize! {
            deserialize_bool; deserialize_i8; deserialize_i16; deserialize_i32; deserialize_i64; deserialize_i128;
            deserialize_u8; deserialize_u16; deserialize_u32; deserialize_u64; deserialize_u128;
            deserialize_f32; deserialize_f64; deserialize_char; deserialize_str; deserialize_string;
            deserialize_bytes; deserialize_byte_buf; deserialize_option; deserialize_unit;
            deserialize_unit_struct(name: &'static str);
            deserialize_newtype_struct(name: &'static str);
            deserialize_seq; deserialize_tuple(len: usize);
            deserialize_tuple_struct(name: &'static str, len: usize);
            deserialize_map;
            deserialize_struct(name: &'static str, fields: &'static [&'static str]);
            deserialize_enum(name: &'static str, variants: &'static [&'static str]);
            deserialize_identifier;
            deserialize_any;
        }
    };
}

/// Forwards each scalar `visit_*` method to the wrapped visitor, after the
/// implementing type's `pass_scalar`.
macro_rules! forward_scalars {
    () => {
        forward_scalars! {
            visit_bool: bool; visit_i8: i8; visit_i16: i16; visit_i32: i32; visit_i64: i64; visit_i128: i128;
            visit_u8: u8; visit_u16: u16; visit_u32: u32; visit_u64: u64; visit_u128: u128;
            visit_f32: f32; visit_f64: f64; visit_char: char; visit_bytes: &[u8];
            visit_borrowed_bytes: &'de [u8]; visit_byte_buf: Vec<u8>;
        }
    };
    ($($method:ident: $ty:ty;)*) => {$(
        fn $method<E: de::Error>(self, value: $ty) -> Result<Self::Value, E> {
            self.pass_scalar().$method(value)
        }
    )*};
}

impl<'f, D> UniqueKeys<'f, D> {
    /// The wrapped deserializer, and `visitor` wrapped to read through it.
    fn split<V>(self, visitor: V) -> (D, Checked<'f, V>) {
        (self.inner, Checked { inner: visitor, findings: self.findings })
    }
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for UniqueKeys<'_, D> {
    type Error = D::Error;

    // serde_json skips an ignored value (a field a struct does not know)
    // without visiting it: its objects are read here all the same, so that
    // a repeat inside one is refused as everywhere else.
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.inner.deserialize_any(Checked { inner: IgnoredAny, findings: self.findings })?;
        visitor.visit_unit()
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }

    forward_every_deserialize!();
}

/// A visitor whose lists, objects and enums are read through the wrappers.
struct Checked<'f, V> {
    inner: V,
    findings: &'f Findings,
}

impl<V> Checked<'_, V> {
    /// The wrapped visitor, for a value that holds no object.
    fn pass_scalar(self) -> V {
        self.inner
    }
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Checked<'_, V> {
    type Value = V::Value;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.expecting(formatter)
    }

    forward_scalars!();

    fn visit_str<E: de::Error>(self, value: &str) -> Result<V::Value, E> {
        self.inner.visit_str(value)
    }

    fn visit_borrowed_str<E: de::Error>(self, value: &'de str) -> Result<V::Value, E> {
        self.inner.visit_borrowed_str(value)
    }

    fn visit_string<E: de::Error>(self, value: String) -> Result<V::Value, E> {
        self.inner.visit_string(value)
    }

    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.inner.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.inner.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<V::Value, D::Error> {
        self.inner.visit_some(UniqueKeys { inner: deserializer, findings: self.findings })
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, deserializer: D) -> Result<V::Value, D::Error> {
        self.inner.visit_newtype_struct(UniqueKeys { inner: deserializer, findings: self.findings })
    }

    fn visit_seq<A: SeqAccess<'de>>(self, items: A) -> Result<V::Value, A::Error> {
        self.inner.visit_seq(CheckedItems { inner: items, findings: self.findings })
    }

    fn visit_map<A: MapAccess<'de>>(self, entries: A) -> Result<V::Value, A::Error> {
        self.inner.visit_map(CheckedEntries { inner: entries, findings: self.findings, keys: Keys::default() })
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        self.inner.visit_enum(CheckedEnum { inner: data, findings: self.findings })
    }
}

/// A seed whose value is read through [`UniqueKeys`].
struct CheckedSeed<'f, S> {
    inner: S,
    findings: &'f Findings,
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for CheckedSeed<'_, S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<S::Value, D::Error> {
        self.inner.deserialize(UniqueKeys { inner: deserializer, findings: self.findings })
    }
}

/// A list whose items are read through [`UniqueKeys`].
struct CheckedItems<'f, A> {
    inner: A,
    findings: &'f Findings,
}

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for CheckedItems<'_, A> {
    type Error = A::Error;

    fn next_element_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>, A::Error> {
        self.inner.next_element_seed(CheckedSeed { inner: seed, findings: self.findings })
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

/// An object whose keys are compared as they are read, and whose values
/// are read through [`UniqueKeys`].
struct CheckedEntries<'f, 'de, A> {
    inner: A,
    findings: &'f Findings,
    keys: Keys<'de>,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for CheckedEntries<'_, 'de, A> {
    type Error = A::Error;

    fn next_key_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>, A::Error> {
        self.inner.next_key_seed(KeySeed { inner: seed, findings: self.findings, keys: &mut self.keys })
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, A::Error> {
        self.inner.next_value_seed(CheckedSeed { inner: seed, findings: self.findings })
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

/// An externally tagged enum (`{"Variant": content}`) whose content is read
/// through the wrappers. (serde_json refuses a second key there itself.)
struct CheckedEnum<'f, A> {
    inner: A,
    findings: &'f Findings,
}

impl<'f, 'de, A: EnumAccess<'de>> EnumAccess<'de> for CheckedEnum<'f, A> {
    type Error = A::Error;
    type Variant = CheckedVariant<'f, A::Variant>;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Self::Variant), A::Error> {
        let (variant, content) = self.inner.variant_seed(seed)?;
        Ok((variant, CheckedVariant { inner: content, findings: self.findings }))
    }
}

/// A variant's content, read through the wrappers.
struct CheckedVariant<'f, A> {
    inner: A,
    findings: &'f Findings,
}

impl<'de, A: VariantAccess<'de>> VariantAccess<'de> for CheckedVariant<'_, A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.inner.unit_variant()
    }

    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, A::Error> {
        self.inner.newtype_variant_seed(CheckedSeed { inner: seed, findings: self.findings })
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        self.inner.tuple_variant(len, Checked { inner: visitor, findings: self.findings })
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        self.inner.struct_variant(fields, Checked { inner: visitor, findings: self.findings })
    }
}

/// The seed of an object's key: the key is compared with the object's
/// other keys as it is read.
struct KeySeed<'f, 'k, 'de, S> {
    inner: S,
    findings: &'f Findings,
    keys: &'k mut Keys<'de>,
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for KeySeed<'_, '_, 'de, S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<S::Value, D::Error> {
        self.inner.deserialize(KeyReader { inner: deserializer, findings: self.findings, keys: self.keys })
    }
}

/// The deserializer of one key, handing the key's text to [`KeyVisitor`].
struct KeyReader<'f, 'k, 'de, D> {
    inner: D,
    findings: &'f Findings,
    keys: &'k mut Keys<'de>,
}

impl<'f, 'k, 'de, D> KeyReader<'f, 'k, 'de, D> {
    /// The wrapped deserializer, and `visitor` wrapped to compare the key.
    fn split<V>(self, visitor: V) -> (D, KeyVisitor<'f, 'k, 'de, V>) {
        (self.inner, KeyVisitor { inner: visitor, findings: self.findings, keys: self.keys })
    }
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for KeyReader<'_, '_, 'de, D> {
    type Error = D::Error;

    // A key nobody reads (IgnoredAny's object) is still compared.
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        let (inner, ignoring) = self.split(IgnoredAny);
        inner.deserialize_any(ignoring)?;
        visitor.visit_unit()
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }

    forward_every_deserialize!();
}

/// The visitor of one key: a key read as text is compared with the
/// object's other keys; one read otherwise is marked [`Findings::unchecked`].
struct KeyVisitor<'f, 'k, 'de, V> {
    inner: V,
    findings: &'f Findings,
    keys: &'k mut Keys<'de>,
}

impl<'de, V> KeyVisitor<'_, '_, 'de, V> {
    /// The wrapped visitor, for a key that is not text: not compared, and
    /// said so in the findings.
    fn pass_scalar(self) -> V {
        self.findings.unchecked.set(true);
        self.inner
    }

    /// Adds `key` to the object's keys; an error (which stops the reading)
    /// when it was there already.
    fn compare<E: de::Error>(self, key: Cow<'de, str>) -> Result<V, E> {
        if self.keys.insert(key) { Ok(self.inner) } else { Err(E::custom("a key written twice in one object")) }
    }
}

impl<'de, V: Visitor<'de>> Visitor<'de> for KeyVisitor<'_, '_, 'de, V> {
    type Value = V::Value;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.expecting(formatter)
    }

    forward_scalars!();

    fn visit_borrowed_str<E: de::Error>(self, key: &'de str) -> Result<V::Value, E> {
        self.compare(Cow::Borrowed(key))?.visit_borrowed_str(key)
    }

    // A key with escapes, decoded into serde_json's scratch space: copied.
    fn visit_str<E: de::Error>(self, key: &str) -> Result<V::Value, E> {
        self.compare(Cow::Owned(key.to_owned()))?.visit_str(key)
    }

    fn visit_string<E: de::Error>(self, key: String) -> Result<V::Value, E> {
        self.compare(Cow::Owned(key.clone()))?.visit_string(key)
    }

    fn visit_none<E: de::Error>(self) -> Result<V::Value, E> {
        self.pass_scalar().visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<V::Value, E> {
        self.pass_scalar().visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<V::Value, D::Error> {
        self.pass_scalar().visit_some(deserializer)
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, deserializer: D) -> Result<V::Value, D::Error> {
        self.pass_scalar().visit_newtype_struct(deserializer)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, items: A) -> Result<V::Value, A::Error> {
        self.pass_scalar().visit_seq(items)
    }

    fn visit_map<A: MapAccess<'de>>(self, entries: A) -> Result<V::Value, A::Error> {
        self.pass_scalar().visit_map(entries)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<V::Value, A::Error> {
        self.pass_scalar().visit_enum(data)
    }
}
