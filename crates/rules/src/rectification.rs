//! The decision's rectifications, for both games (the facade's union).
//!
//! Each game keeps its own vocabulary: [`crate::bridge::rectification`] and
//! [`crate::tarot::rectification`]. The few consequences both games state
//! alike (the result stands, a call cancelled, a review, a law not
//! implemented, another kind that governs) are [`SharedRectification`].
//! [`Rectification`] unites the three.
//!
//! On the wire nothing shows the split: a rectification is one JSON object
//! named by its `type`, as before, and the spec's `Rectification` is one
//! `oneOf` of every member (the contract pass gives it its discriminator).
//! The `type` names of the three vocabularies never overlap; a test checks
//! it, since reading one back relies on it.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer, de};
use utoipa::openapi::schema::{OneOfBuilder, Schema};
use utoipa::openapi::{RefOr, schema};
use utoipa::{PartialSchema, ToSchema};

use crate::bridge::rectification::Rectification as BridgeRectification;
use crate::tarot::rectification::Rectification as TarotRectification;
use crate::vocabulary::{ReviewReason, Role};

/// A consequence both games state alike, named by the facade's roles and
/// reviews (the shape is arbitre-core's, so that a game crate writes it in
/// its own words).
pub type SharedRectification = arbitre_core::decision::SharedRectification<Role, ReviewReason>;

/// A rectification or consequence, as a typed value a program can apply:
/// one game's, or one both games share.
#[derive(Debug, Clone, PartialEq)]
pub enum Rectification {
    /// Stated alike by both games.
    Shared(SharedRectification),
    /// Under the Laws of Duplicate Bridge.
    Bridge(BridgeRectification),
    /// Under the FFT's arbitration code or règlement.
    Tarot(TarotRectification),
}

impl Rectification {
    /// The shared consequence, if this is one.
    pub fn as_shared(&self) -> Option<&SharedRectification> {
        match self {
            Rectification::Shared(r) => Some(r),
            _ => None,
        }
    }

    /// The bridge rectification, if this is one.
    pub fn as_bridge(&self) -> Option<&BridgeRectification> {
        match self {
            Rectification::Bridge(r) => Some(r),
            _ => None,
        }
    }

    /// The tarot rectification, if this is one.
    pub fn as_tarot(&self) -> Option<&TarotRectification> {
        match self {
            Rectification::Tarot(r) => Some(r),
            _ => None,
        }
    }
}

// A game's ruling says its shared consequences in its own words: the
// union names them with the facade's roles and reviews.
impl From<arbitre_bridge::rectification::Consequence> for Rectification {
    fn from(r: arbitre_bridge::rectification::Consequence) -> Self {
        use arbitre_bridge::rectification::Consequence;
        match r {
            Consequence::Bridge(r) => Rectification::Bridge(r),
            Consequence::Shared(r) => Rectification::Shared(r.map(Role::from, ReviewReason::from)),
        }
    }
}

impl From<arbitre_tarot::rectification::Consequence> for Rectification {
    fn from(r: arbitre_tarot::rectification::Consequence) -> Self {
        use arbitre_tarot::rectification::Consequence;
        match r {
            Consequence::Tarot(r) => Rectification::Tarot(r),
            Consequence::Shared(r) => Rectification::Shared(r.map(Role::from, ReviewReason::from)),
        }
    }
}

// An auction's rulings in force are read for bridge's rectifications
// (arbitre-bridge's auction check).
impl arbitre_bridge::rectification::AsBridge for Rectification {
    fn as_bridge(&self) -> Option<&BridgeRectification> {
        Rectification::as_bridge(self)
    }
}

impl From<SharedRectification> for Rectification {
    fn from(r: SharedRectification) -> Self {
        Rectification::Shared(r)
    }
}

impl From<BridgeRectification> for Rectification {
    fn from(r: BridgeRectification) -> Self {
        Rectification::Bridge(r)
    }
}

impl From<TarotRectification> for Rectification {
    fn from(r: TarotRectification) -> Self {
        Rectification::Tarot(r)
    }
}

// A decision's rectification compared with one vocabulary's value, as
// tests and retractions ask "is this the one?".
impl PartialEq<SharedRectification> for Rectification {
    fn eq(&self, other: &SharedRectification) -> bool {
        self.as_shared() == Some(other)
    }
}

impl PartialEq<BridgeRectification> for Rectification {
    fn eq(&self, other: &BridgeRectification) -> bool {
        self.as_bridge() == Some(other)
    }
}

impl PartialEq<TarotRectification> for Rectification {
    fn eq(&self, other: &TarotRectification) -> bool {
        self.as_tarot() == Some(other)
    }
}

impl Serialize for Rectification {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Each vocabulary writes itself, tagged by `type`: the JSON is the
        // one object it always was.
        match self {
            Rectification::Shared(r) => r.serialize(serializer),
            Rectification::Bridge(r) => r.serialize(serializer),
            Rectification::Tarot(r) => r.serialize(serializer),
        }
    }
}

/// Which vocabulary a `type` belongs to.
#[derive(Clone, Copy)]
enum Vocabulary {
    Shared,
    Bridge,
    Tarot,
}

/// The `type` names of a tagged union, read from its schema (the one place
/// that lists them; nothing here repeats them by hand).
fn tags_of<T: PartialSchema>() -> Vec<&'static str> {
    let schema = serde_json::to_value(T::schema()).unwrap_or_default();
    let members = schema.get("oneOf").and_then(|v| v.as_array()).cloned().unwrap_or_default();
    members
        .iter()
        .filter_map(|m| m.pointer("/properties/type/enum/0").and_then(|v| v.as_str()))
        // Read once per process (LazyLock below): the leak is bounded.
        .map(|tag| &*Box::leak(tag.to_owned().into_boxed_str()))
        .collect()
}

/// Every `type`, in the order of the spec, with its vocabulary.
static TAGS: LazyLock<(Vec<&'static str>, HashMap<&'static str, Vocabulary>)> = LazyLock::new(|| {
    let mut all = Vec::new();
    let mut owner = HashMap::new();
    for (tags, vocabulary) in [
        (tags_of::<SharedRectification>(), Vocabulary::Shared),
        (tags_of::<BridgeRectification>(), Vocabulary::Bridge),
        (tags_of::<TarotRectification>(), Vocabulary::Tarot),
    ] {
        for tag in tags {
            all.push(tag);
            owner.insert(tag, vocabulary);
        }
    }
    (all, owner)
});

/// Every rectification `type`, shared ones first, then bridge's, then tarot's.
pub fn all_types() -> &'static [&'static str] {
    &TAGS.0
}

impl<'de> Deserialize<'de> for Rectification {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(RectificationVisitor)
    }
}

/// Reads a rectification as an internally tagged enum does: the object is
/// buffered (a field twice is refused, as serde refuses it), its `type`
/// names the vocabulary, and that vocabulary reads the rest. serde's own
/// messages ("unknown variant", "missing field", "invalid type") come
/// through unchanged, so the caller's language still words them.
struct RectificationVisitor;

impl<'de> de::Visitor<'de> for RectificationVisitor {
    type Value = Rectification;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("struct Rectification")
    }

    fn visit_map<A: de::MapAccess<'de>>(self, mut access: A) -> Result<Rectification, A::Error> {
        let mut object = serde_json::Map::new();
        while let Some((key, value)) = access.next_entry::<String, serde_json::Value>()? {
            if object.contains_key(&key) {
                return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
            }
            object.insert(key, value);
        }
        let tag = match object.get("type") {
            Some(serde_json::Value::String(tag)) => tag.clone(),
            Some(other) => return Err(de::Error::invalid_type(unexpected(other), &"a string")),
            None => return Err(de::Error::missing_field("type")),
        };
        // A decision writes each rectification with the description of its
        // type, which follows from the type and is not read back (a stored
        // decision is read with it).
        object.remove("description");
        let (all, owner) = &*TAGS;
        let value = serde_json::Value::Object(object);
        let read = match owner.get(tag.as_str()) {
            Some(Vocabulary::Shared) => SharedRectification::deserialize(&value).map(Rectification::Shared),
            Some(Vocabulary::Bridge) => BridgeRectification::deserialize(&value).map(Rectification::Bridge),
            Some(Vocabulary::Tarot) => TarotRectification::deserialize(&value).map(Rectification::Tarot),
            None => return Err(de::Error::unknown_variant(&tag, all)),
        };
        let rectification = read.map_err(de::Error::custom)?;
        // A field the vocabulary does not know would be dropped without a
        // word, and a stored ruling must read back as it was sent: it is
        // refused, named as serde names an unknown field.
        let written = serde_json::to_value(&rectification).map_err(de::Error::custom)?;
        if let Some(field) = unknown_field(&value, &written) {
            return Err(de::Error::custom(format_args!("unknown field `{field}`")));
        }
        Ok(rectification)
    }
}

/// The first field of `sent` (a rectification as read) that `written` (the
/// same rectification written back) lacks, other than an empty one the
/// writing leaves out (`null`, `[]`); nested objects and lists are compared
/// too, and the field is named by its path (`components/0/pct`).
fn unknown_field(sent: &serde_json::Value, written: &serde_json::Value) -> Option<String> {
    use serde_json::Value;
    match (sent, written) {
        (Value::Object(sent), Value::Object(written)) => sent.iter().find_map(|(key, value)| match written.get(key) {
            None if value.is_null() || value.as_array().is_some_and(Vec::is_empty) => None,
            None => Some(key.clone()),
            Some(back) => unknown_field(value, back).map(|inner| format!("{key}/{inner}")),
        }),
        (Value::Array(sent), Value::Array(written)) => sent
            .iter()
            .zip(written)
            .enumerate()
            .find_map(|(i, (value, back))| unknown_field(value, back).map(|inner| format!("{i}/{inner}"))),
        _ => None,
    }
}

/// A JSON value as serde names what it found.
fn unexpected(value: &serde_json::Value) -> de::Unexpected<'_> {
    use serde_json::Value;
    match value {
        Value::Null => de::Unexpected::Unit,
        Value::Bool(b) => de::Unexpected::Bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
            (Some(u), _, _) => de::Unexpected::Unsigned(u),
            (_, Some(i), _) => de::Unexpected::Signed(i),
            (_, _, Some(f)) => de::Unexpected::Float(f),
            _ => de::Unexpected::Other("number"),
        },
        Value::String(s) => de::Unexpected::Str(s),
        Value::Array(_) => de::Unexpected::Seq,
        Value::Object(_) => de::Unexpected::Map,
    }
}

/// The members of a tagged union's `oneOf`.
fn members(schema: RefOr<Schema>) -> Vec<RefOr<Schema>> {
    match schema {
        RefOr::T(Schema::OneOf(one_of)) => one_of.items,
        other => vec![other],
    }
}

impl PartialSchema for Rectification {
    fn schema() -> RefOr<Schema> {
        let mut union = OneOfBuilder::new()
            .description(Some("A rectification or consequence, as a typed value a program can apply."));
        for member in members(SharedRectification::schema())
            .into_iter()
            .chain(members(BridgeRectification::schema()))
            .chain(members(TarotRectification::schema()))
        {
            union = union.item(member);
        }
        RefOr::T(Schema::OneOf(union.build()))
    }
}

impl ToSchema for Rectification {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Rectification")
    }

    fn schemas(schemas: &mut Vec<(String, RefOr<schema::Schema>)>) {
        // The shared consequences are generic in arbitre-core, and a generic
        // schema names its arguments without registering them: the words
        // they are written in here are registered here.
        for (name, schema) in [(Role::name(), Role::schema()), (ReviewReason::name(), ReviewReason::schema())] {
            schemas.push((name.into_owned(), schema));
        }
        SharedRectification::schemas(schemas);
        BridgeRectification::schemas(schemas);
        TarotRectification::schemas(schemas);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_type_belongs_to_two_vocabularies() {
        let (all, owner) = &*TAGS;
        assert_eq!(all.len(), owner.len(), "a `type` is named by two vocabularies");
        assert!(all.len() > 80, "the tags were not read from the schemas: {all:?}");
    }

    #[test]
    fn each_vocabulary_reads_back_what_it_wrote() {
        let written = [
            Rectification::from(SharedRectification::CallCancelled { player: Role::Offender }),
            Rectification::from(SharedRectification::DirectorReview {
                law: "27D".into(),
                reason: ReviewReason::InsufficientBidAssistance,
            }),
            Rectification::from(BridgeRectification::PlayReconstructed),
            Rectification::from(TarotRectification::CardsCounted),
        ];
        for r in written {
            let json = serde_json::to_value(&r).expect("writes");
            assert!(json.get("type").is_some(), "one object named by its type: {json}");
            let read: Rectification = serde_json::from_value(json.clone()).expect("reads");
            assert_eq!(read, r);
            // A field added to it is refused (not dropped); fields inside
            // its objects are tried in `an_unknown_field_is_refused_not_dropped`.
            let mut outer = json.clone();
            outer["zz_unknown"] = serde_json::json!(1);
            assert!(serde_json::from_value::<Rectification>(outer).is_err(), "{json}");
        }
    }

    #[test]
    fn an_unknown_or_missing_type_is_said_as_serde_says_it() {
        let unknown = serde_json::from_str::<Rectification>(r#"{"type":"no_such"}"#).expect_err("refused");
        assert!(unknown.to_string().starts_with("unknown variant `no_such`, expected one of `result_stands`"));
        let missing = serde_json::from_str::<Rectification>(r#"{"player":"offender"}"#).expect_err("refused");
        assert!(missing.to_string().starts_with("missing field `type`"));
        let field = serde_json::from_str::<Rectification>(r#"{"type":"call_cancelled"}"#).expect_err("refused");
        assert!(field.to_string().starts_with("missing field `player`"), "{field}");
        // A field twice, a type that is not a text, a value that is not an
        // object: refused as serde refuses them, in words it can say again.
        let twice = r#"{"type":"call_cancelled","player":"offender","player":"offenders_lho"}"#;
        let twice = serde_json::from_str::<Rectification>(twice).expect_err("refused");
        assert!(twice.to_string().starts_with("duplicate field `player`"), "{twice}");
        let number = serde_json::from_str::<Rectification>(r#"{"type":3}"#).expect_err("refused");
        assert!(number.to_string().starts_with("invalid type: integer `3`, expected a string"), "{number}");
        let text = serde_json::from_str::<Rectification>(r#""result_stands""#).expect_err("refused");
        assert!(text.to_string().starts_with("invalid type: string \"result_stands\", expected struct"), "{text}");
    }

    /// A field no rectification of that type has is refused, at any depth,
    /// rather than dropped from what is stored; an empty optional field
    /// (`null`, `[]`) is not a new field.
    #[test]
    fn an_unknown_field_is_refused_not_dropped() {
        let extra = r#"{"type":"result_stands","comment":"note"}"#;
        let extra = serde_json::from_str::<Rectification>(extra).expect_err("refused");
        assert!(extra.to_string().starts_with("unknown field `comment`"), "{extra}");
        // Inside an object and inside a list of objects.
        let adjusted = r#"{"type":"adjusted_score","kind":"artificial","law":"23","notation":"A40/60","offending_side":"NS","split":false,
            "ns":{"components":[],"kind":"artificial","law":"12C2(a)","offending":true,"percentage":40.0,"points":null},
            "ew":{"components":[],"kind":"artificial","law":"12C2(a)","offending":false,"percentage":60.0,"points":null},
            "description":{"fr":"x","en":"y"}}"#;
        let mut json: serde_json::Value = serde_json::from_str(adjusted).expect("JSON");
        serde_json::from_value::<Rectification>(json.clone()).expect("the literal is a rectification");
        json["ns"]["pct"] = serde_json::json!(40);
        let refused = serde_json::from_value::<Rectification>(json).expect_err("refused");
        assert_eq!(refused.to_string(), "unknown field `ns/pct`");
        let with_nulls = r#"{"type":"call_cancelled","player":"offender","extra":null}"#;
        assert!(serde_json::from_str::<Rectification>(with_nulls).is_ok());
    }
}
