//! Reading a JSON object into a map while refusing a key written twice.
//!
//! serde (and serde_json's own maps) keep the last of two equal keys, so a
//! body with `{"facts": {"established": true, "established": false}}` was
//! ruled, and stored, with one of the two answers silently dropped. A
//! director who sent both said two things; which one he meant is his to
//! say, so the request is refused, naming the key, as serde refuses a
//! struct field written twice ("duplicate field", which
//! [`serde_reason`](crate::serde_reason) says in the caller's language).

use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;

use serde::de::{Deserialize, Deserializer, Error, MapAccess, Visitor};

/// For `#[serde(deserialize_with = "arbitre_core::unique_keys::deserialize")]`
/// on a `BTreeMap<String, V>` field.
///
/// # Errors
/// The deserializer's, and "duplicate field `key`" for a key met twice.
pub fn deserialize<'de, D, V>(deserializer: D) -> Result<BTreeMap<String, V>, D::Error>
where
    D: Deserializer<'de>,
    V: Deserialize<'de>,
{
    deserializer.deserialize_map(UniqueKeys(PhantomData))
}

struct UniqueKeys<V>(PhantomData<V>);

impl<'de, V: Deserialize<'de>> Visitor<'de> for UniqueKeys<V> {
    type Value = BTreeMap<String, V>;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a map")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Self::Value, A::Error> {
        let mut map = BTreeMap::new();
        while let Some(key) = access.next_key::<String>()? {
            if map.contains_key(&key) {
                return Err(A::Error::custom(format_args!("duplicate field `{key}`")));
            }
            let value = access.next_value()?;
            map.insert(key, value);
        }
        Ok(map)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    struct Body {
        #[serde(default, deserialize_with = "super::deserialize")]
        facts: BTreeMap<String, serde_json::Value>,
    }

    #[test]
    fn a_key_written_twice_is_refused_and_named() {
        let error = serde_json::from_str::<Body>(r#"{"facts": {"a": true, "b": 1, "a": false}}"#).expect_err("twice");
        assert!(error.to_string().starts_with("duplicate field `a`"), "{error}");
        let said = crate::serde_reason::reason(&error.to_string());
        assert_eq!(said.en, "the field \"a\" appears twice");
    }

    #[test]
    fn distinct_keys_are_read_and_a_missing_map_is_empty() {
        let body = serde_json::from_str::<Body>(r#"{"facts": {"a": true, "b": 1}}"#).expect("valid");
        assert_eq!(body.facts.len(), 2);
        let body = serde_json::from_str::<Body>("{}").expect("valid");
        assert!(body.facts.is_empty());
        assert!(serde_json::from_str::<Body>(r#"{"facts": [1]}"#).is_err(), "an array is not a map");
    }
}
