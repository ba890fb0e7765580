//! Every sentence a user reads, in French and English, from the Fluent files
//! under `locales/`. Code refers to messages by id; this module renders them.
//!
//! The bundles are built once and never change: rendering is a pure function
//! of the message id and its arguments, so decisions stay deterministic.

use std::borrow::Cow;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use unic_langid::langid;

/// A text in both languages the service speaks.
// Each text is borrowed when it is a message without arguments (the same
// text every time, rendered once per process: `msg`) and owned when it was
// rendered with arguments or read back from JSON: a ruling's citations,
// questions and labels then cost no allocation (issue 18). (Not in the doc
// comment: that one is the API's description of the type.)
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Localized {
    /// French text (the default language).
    pub fr: Cow<'static, str>,
    /// English text.
    pub en: Cow<'static, str>,
}

impl Localized {
    /// The text in the language asked for; French unless `lang` is English.
    pub fn in_language(&self, lang: Lang) -> &str {
        match lang {
            Lang::Fr => &self.fr,
            Lang::En => &self.en,
        }
    }
}

// Serialized by hand only to write a text rendered once as the JSON it was
// quoted into then (see `writing_json`); the fields, their names and their
// order are the derive's. A message's two texts rendered once, as `msg`
// gives them, are written as the one object they were written into then:
// one lookup and one copy instead of two of each and the two keys (issue 18).
impl Serialize for Localized {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        if WRITING_JSON.get()
            && let Some(object) = quoted_pair(&self.fr, &self.en)
        {
            return object.serialize(serializer);
        }
        let mut fields = serializer.serialize_struct("Localized", 2)?;
        fields.serialize_field("fr", &JsonText(&self.fr))?;
        fields.serialize_field("en", &JsonText(&self.en))?;
        fields.end()
    }
}

/// A text as a JSON string: written as quoted once, when it is a message
/// rendered once and the serializer is serde_json's ([`writing_json`]).
struct JsonText<'a>(&'a str);

impl Serialize for JsonText<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if WRITING_JSON.get()
            && let Some(quoted) = quoted(self.0)
        {
            return quoted.serialize(serializer);
        }
        serializer.serialize_str(self.0)
    }
}

thread_local! {
    /// The texts of the literals [`literal_msg`] looked up on this thread,
    /// by the literal's address and length.
    static LITERALS: [std::cell::Cell<(usize, usize, Option<&'static PlainTexts>)>; LITERALS_SEEN] =
        const { [const { std::cell::Cell::new((0, 0, None)) }; LITERALS_SEEN] };
    /// Whether the texts being serialized on this thread go to serde_json's
    /// writer, which writes a raw JSON value as it is ([`writing_json`]).
    static WRITING_JSON: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `write`, which serializes with serde_json's writer (`to_writer`,
/// `to_vec`, `to_string`) and nothing else, so that each text rendered once
/// ([`msg`]) is written as the JSON string it was quoted into then, instead
/// of being checked for characters to escape byte by byte: that check was
/// the largest part of writing a ruling's answer (issue 18). The bytes
/// written are the same (a test serializes every text both ways). Any other
/// serializer (a JSON tree, CSV) must not run inside: it would be handed
/// serde_json's raw value.
pub fn writing_json<R>(write: impl FnOnce() -> R) -> R {
    /// Puts the flag back as it was, even if `write` panics.
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            WRITING_JSON.set(self.0);
        }
    }
    let _restore = Restore(WRITING_JSON.replace(true));
    write()
}

/// Whether what is serialized on this thread now goes to serde_json's own
/// writer ([`writing_json`]), which writes a raw JSON value as it stands: a
/// value may then write the JSON it was written into once (a played card of
/// a reconstructed trick) instead of its fields. Any other serializer must
/// be given the fields.
pub fn writing_raw_json() -> bool {
    WRITING_JSON.get()
}

/// The JSON string `text` was quoted into, if it is one of the texts
/// rendered once (`PLAIN`): found by its address, which a `PLAIN` text
/// keeps for the life of the process, and checked by its length.
fn quoted(text: &str) -> Option<&'static serde_json::value::RawValue> {
    let (length, quoted) = QUOTED.get(&(text.as_ptr() as usize))?;
    (*length == text.len()).then_some(&**quoted)
}

/// The JSON object `{"fr":…,"en":…}` a message's two texts were written
/// into, if `fr` and `en` are both of one message rendered once (`PLAIN`):
/// found by the French text's address, and checked by both texts' address
/// and length.
fn quoted_pair(fr: &str, en: &str) -> Option<&'static serde_json::value::RawValue> {
    let pair = QUOTED_PAIRS.get(&(fr.as_ptr() as usize))?;
    (pair.fr_length == fr.len() && pair.en == (en.as_ptr() as usize, en.len())).then_some(&*pair.object)
}

/// A language the service speaks. French is the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// French.
    #[default]
    Fr,
    /// English.
    En,
}

impl Lang {
    /// Picks the language from an HTTP `Accept-Language` header value: the
    /// first of `fr` or `en` by quality, French when neither is listed.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(f32, Lang)> = None;
        for part in header.split(',') {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next().unwrap_or("").trim().to_ascii_lowercase();
            let quality = pieces.find_map(|p| quality_of(p.trim())).unwrap_or(1.0);
            let lang = if tag == "en" || tag.starts_with("en-") {
                Lang::En
            } else if tag == "fr" || tag.starts_with("fr-") {
                Lang::Fr
            } else {
                continue;
            };
            // q=0 means "not acceptable" (RFC 9110, 12.4.2): never chosen.
            if quality <= 0.0 {
                continue;
            }
            // Ties keep the earlier entry, as listed by the client.
            if best.is_none_or(|(q, _)| quality > q) {
                best = Some((quality, lang));
            }
        }
        best.map_or(Lang::Fr, |(_, lang)| lang)
    }
}

/// The weight of one parameter of an `Accept-Language` entry, `q=0.5` or
/// `Q=0.5` (RFC 9110's parameter names are case-insensitive).
fn quality_of(parameter: &str) -> Option<f32> {
    let (name, value) = parameter.split_once('=')?;
    name.trim().eq_ignore_ascii_case("q").then(|| value.trim().parse::<f32>().ok())?
}

/// One crate's Fluent files, French and English (the same file names in
/// each language), embedded at compile time. Each crate registers its own
/// with [`fluent_files!`](crate::fluent_files): this crate knows no game's
/// text, and a game's files travel with its code.
pub struct FluentFiles {
    /// The French files' contents.
    pub fr: &'static [&'static str],
    /// The English files' contents.
    pub en: &'static [&'static str],
}

inventory::collect!(FluentFiles);

/// Every registered file of one language: those of the crates linked into
/// the program (a test of one crate sees that crate's and those below it).
/// No message is defined twice (a test of the rules facade checks it across
/// every crate), so the order they are added in changes nothing.
pub fn registered_sources(lang: Lang) -> Vec<&'static str> {
    inventory::iter::<FluentFiles>
        .into_iter()
        .flat_map(|files| match lang {
            Lang::Fr => files.fr.iter().copied(),
            Lang::En => files.en.iter().copied(),
        })
        .collect()
}

struct Bundles {
    fr: FluentBundle<FluentResource>,
    en: FluentBundle<FluentResource>,
    /// The ids of the messages with a value the French files define.
    fr_ids: Vec<String>,
}

/// The bundle of `sources` in `lang`, and the ids of the messages with a
/// value they define.
fn build(lang: unic_langid::LanguageIdentifier, sources: &[&str]) -> (FluentBundle<FluentResource>, Vec<String>) {
    let mut bundle = FluentBundle::new_concurrent(vec![lang]);
    let mut ids = Vec::new();
    // Isolation marks (U+2068/U+2069) around arguments would end up in JSON
    // and in text-to-speech; our arguments are never right-to-left.
    bundle.set_use_isolating(false);
    for source in sources {
        // The files are part of the build and a test parses each of them, so
        // a syntax error is caught by `cargo test`, never at run time.
        let resource = match FluentResource::try_new((*source).to_owned()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(message) = entry
                && message.value.is_some()
            {
                ids.push(message.id.name.to_owned());
            }
        }
        let _ = bundle.add_resource(resource);
    }
    (bundle, ids)
}

static BUNDLES: LazyLock<Bundles> = LazyLock::new(|| {
    let (fr, fr_ids) = build(langid!("fr"), &registered_sources(Lang::Fr));
    let (en, _) = build(langid!("en"), &registered_sources(Lang::En));
    Bundles { fr, en, fr_ids }
});

/// An argument to a message.
#[derive(Debug, Clone)]
pub enum Arg {
    /// A text argument (a card, a seat, a contract…).
    Str(String),
    /// A number.
    Num(i64),
    /// A decimal number as Rust writes it (`40.5`), said with each language's
    /// decimal separator: `40,5` in French. A whole one (`49`) is passed as
    /// a number, so that plural selectors still apply.
    Decimal(String),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}
impl From<Cow<'_, str>> for Arg {
    fn from(s: Cow<'_, str>) -> Self {
        Arg::Str(s.into_owned())
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Self {
        Arg::Num(i64::from(n))
    }
}

fn render(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, Arg)]) -> String {
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        // A missing message is a bug caught by the tests in this module; the
        // id itself is still better than an empty sentence.
        return id.to_owned();
    };
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, Some(&fluent_args(args, french(bundle))), &mut errors).into_owned()
}

/// Whether `bundle` speaks French (it decides the decimal separator).
fn french(bundle: &FluentBundle<FluentResource>) -> bool {
    bundle.locales.first().is_some_and(|l| l.language.as_str() == "fr")
}

fn render_attribute(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    attribute: &str,
    args: &[(&str, Arg)],
) -> Option<String> {
    let pattern = bundle.get_message(id)?.get_attribute(attribute)?.value();
    let mut errors = Vec::new();
    Some(bundle.format_pattern(pattern, Some(&fluent_args(args, french(bundle))), &mut errors).into_owned())
}

/// The longest text or decimal argument said whole, in characters. A refusal quotes
/// the value it refuses, and a client may send a megabyte in one field: the
/// quote is cut, so that what an error says stays bounded whatever the
/// request (a list of 52 cards, the longest argument the texts build
/// themselves, is about 210 characters).
pub const LONGEST_ARGUMENT: usize = 256;

/// `text` cut to [`LONGEST_ARGUMENT`] characters, an ellipsis saying so.
fn bounded(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(LONGEST_ARGUMENT) {
        None => std::borrow::Cow::Borrowed(text),
        Some((cut, _)) => std::borrow::Cow::Owned(format!("{}…", &text[..cut])),
    }
}

/// A message's arguments as Fluent takes them.
fn fluent_args<'a>(args: &'a [(&'a str, Arg)], french: bool) -> FluentArgs<'a> {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, fluent_value(value, french));
    }
    fluent_args
}

/// One argument as Fluent is given it: a text bounded, a number as it is,
/// a decimal as a whole number when it is one (so that plural selectors
/// apply), otherwise as a text with the language's decimal separator.
fn fluent_value(value: &Arg, french: bool) -> FluentValue<'_> {
    match value {
        Arg::Str(s) => FluentValue::from(bounded(s)),
        Arg::Num(n) => FluentValue::from(*n),
        Arg::Decimal(d) => match d.parse::<i64>() {
            Ok(whole) => FluentValue::from(whole),
            // A decimal read from a request (1e300 prints 300 digits)
            // is bounded as a text is.
            Err(_) if french => FluentValue::from(bounded(&d.replace('.', ",")).into_owned()),
            Err(_) => FluentValue::from(bounded(d)),
        },
    }
}

/// Renders attribute `attribute` of message `id` in both languages, when
/// both languages define it (a summary's wording once the deal's result is
/// known, `.taker-wins`).
pub fn localized_attribute(id: &str, attribute: &str, args: &[(&str, Arg)]) -> Option<Localized> {
    Some(Localized {
        fr: render_attribute(&BUNDLES.fr, id, attribute, args)?.into(),
        en: render_attribute(&BUNDLES.en, id, attribute, args)?.into(),
    })
}

/// Whether message `id` has attributes in French (a summary's wordings once
/// the deal's result is known: see [`localized_attribute`], which needs
/// them in both languages).
pub fn has_attributes(id: &str) -> bool {
    WITH_ATTRIBUTES.contains(id)
}

/// The ids of the French messages that have attributes: a few summaries.
/// Every summary is looked up here as it is set (issue 18): a miss in this
/// small set costs less than finding the message in the bundle.
static WITH_ATTRIBUTES: LazyLock<rustc_hash::FxHashSet<Box<str>>> = LazyLock::new(|| {
    BUNDLES
        .fr_ids
        .iter()
        .filter(|id| BUNDLES.fr.get_message(id).is_some_and(|message| message.attributes().next().is_some()))
        .map(|id| id.as_str().into())
        .collect()
});

/// Renders message `id` in both languages.
pub fn localized(id: &str, args: &[(&str, Arg)]) -> Localized {
    // A message without arguments is the same text every time: borrowed
    // from those rendered once (a Law 27 summary takes none).
    if args.is_empty()
        && let Some(texts) = PLAIN.get(id)
    {
        return borrowed(texts);
    }
    if let Some(texts) = PIECES.get(id).and_then(|pieces| pieces.fill(args)) {
        return texts;
    }
    Localized { fr: render(&BUNDLES.fr, id, args).into(), en: render(&BUNDLES.en, id, args).into() }
}

/// One part of a message whose pattern is text and arguments alone.
#[derive(Debug)]
enum Piece {
    /// Text written as it stands.
    Text(&'static str),
    /// The argument of this name.
    Arg(&'static str),
}

/// A message's pattern in both languages, as [`Piece`]s.
struct MessagePieces {
    fr: Box<[Piece]>,
    en: Box<[Piece]>,
}

impl MessagePieces {
    /// The message with `args` put in, in both languages; `None` when an
    /// argument it names is not given (Fluent then says so, and reports an
    /// error: [`localized`] leaves that to it).
    fn fill(&self, args: &[(&str, Arg)]) -> Option<Localized> {
        Some(Localized { fr: fill(&self.fr, args, true)?.into(), en: fill(&self.en, args, false)?.into() })
    }
}

/// `pieces` with `args` put in, each argument given as Fluent is given it
/// ([`fluent_value`]) and written as Fluent writes a value: a text as it is,
/// a number by its own `as_string`.
fn fill(pieces: &[Piece], args: &[(&str, Arg)], french: bool) -> Option<String> {
    let mut said = String::with_capacity(pieces.iter().map(|p| if let Piece::Text(t) = p { t.len() } else { 8 }).sum());
    for piece in pieces {
        match piece {
            Piece::Text(text) => said.push_str(text),
            Piece::Arg(name) => {
                // The last one given, as Fluent's arguments keep it.
                let (_, arg) = args.iter().rev().find(|(given, _)| given == name)?;
                match fluent_value(arg, french) {
                    FluentValue::String(text) => said.push_str(&text),
                    FluentValue::Number(number) => said.push_str(&number.as_string()),
                    // `fluent_value` gives nothing else; were it to, Fluent
                    // says it.
                    _ => return None,
                }
            }
        }
    }
    Some(said)
}

/// The pieces of `id`'s value in `bundle`, when it is text and arguments
/// alone: no selector, no reference to another message or term, no
/// function. Fluent, without isolation marks or transform (as the bundles
/// are built), writes such a pattern as its texts and its arguments' values
/// one after the other; the others it resolves itself.
fn pieces_of(bundle: &'static FluentBundle<FluentResource>, id: &str) -> Option<Box<[Piece]>> {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    let pattern = bundle.get_message(id)?.value()?;
    // Past a hundred placeables Fluent stops and reports an error.
    if pattern.elements.iter().filter(|e| matches!(e, PatternElement::Placeable { .. })).count() > 100 {
        return None;
    }
    pattern
        .elements
        .iter()
        .map(|element| match element {
            PatternElement::TextElement { value } => Some(Piece::Text(value)),
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::VariableReference { id }),
            } => Some(Piece::Arg(id.name)),
            PatternElement::Placeable { .. } => None,
        })
        .collect()
}

/// Every message whose value is text and arguments alone, in both
/// languages, as pieces: a summary or an error is filled in without
/// Fluent's resolver, which cost about half of rendering one (issue 18).
/// The texts are the resolver's, byte for byte (a test renders every one
/// both ways).
static PIECES: LazyLock<rustc_hash::FxHashMap<&'static str, MessagePieces>> = LazyLock::new(|| {
    let bundles: &'static Bundles = &BUNDLES;
    bundles
        .fr_ids
        .iter()
        .filter_map(|id| {
            let pieces = MessagePieces { fr: pieces_of(&bundles.fr, id)?, en: pieces_of(&bundles.en, id)? };
            // Only where an argument is named: a message without any is
            // rendered once and borrowed (`PLAIN`).
            let named = |pieces: &[Piece]| pieces.iter().any(|p| matches!(p, Piece::Arg(_)));
            (named(&pieces.fr) || named(&pieces.en)).then_some((id.as_str(), pieces))
        })
        .collect()
});

/// A message without arguments as rendered in French and in English.
type PlainTexts = (Box<str>, Box<str>);

/// Every message without arguments, rendered once in both languages: a
/// citation's title, a question, a label is the same text every time, and
/// Fluent was a quarter of an evaluation's instructions rendering them again
/// (issue 18). Rendered when first needed, all at once, so that a ruling
/// borrows them and allocates nothing for them. A message that needs
/// arguments is left out (rendered without them, it reports errors), as is
/// one defined in a single language: [`msg`] renders those each time, as
/// before. Keyed with FxHash: the ids are the files' own, not an attacker's.
static PLAIN: LazyLock<rustc_hash::FxHashMap<Box<str>, PlainTexts>> = LazyLock::new(|| {
    let plain = |bundle: &FluentBundle<FluentResource>, id: &str| {
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, None, &mut errors);
        errors.is_empty().then(|| Box::<str>::from(text.as_ref()))
    };
    BUNDLES
        .fr_ids
        .iter()
        .filter_map(|id| {
            let texts = (plain(&BUNDLES.fr, id)?, plain(&BUNDLES.en, id)?);
            Some((id.as_str().into(), texts))
        })
        .collect()
});

/// Each text of `PLAIN`, by its address, with its length and the JSON
/// string it is quoted into (see [`writing_json`]).
static QUOTED: LazyLock<rustc_hash::FxHashMap<usize, (usize, Box<serde_json::value::RawValue>)>> =
    LazyLock::new(|| {
        let plain: &'static rustc_hash::FxHashMap<Box<str>, PlainTexts> = &PLAIN;
        plain
            .values()
            .flat_map(|(fr, en)| [fr, en])
            .filter_map(|text| {
                let quoted = serde_json::value::to_raw_value(&**text).ok()?;
                Some((text.as_ptr() as usize, (text.len(), quoted)))
            })
            .collect()
    });

/// A message's two texts rendered once, written as one JSON object.
struct QuotedPair {
    /// The French text's length (its address is the key).
    fr_length: usize,
    /// The English text's address and length.
    en: (usize, usize),
    /// `{"fr":…,"en":…}`, as serde_json writes the message's [`Localized`].
    object: Box<serde_json::value::RawValue>,
}

/// Each message of `PLAIN` as the object its [`Localized`] is written as,
/// by its French text's address (see [`writing_json`]).
static QUOTED_PAIRS: LazyLock<rustc_hash::FxHashMap<usize, QuotedPair>> = LazyLock::new(|| {
    let plain: &'static rustc_hash::FxHashMap<Box<str>, PlainTexts> = &PLAIN;
    plain
        .values()
        .filter_map(|(fr, en)| {
            // The derive's keys and order, each text as `QUOTED` holds it.
            // (Not by serializing a `Localized`: this may be first reached
            // inside `writing_json`, whose path for a `Localized` leads back
            // here.)
            let (fr_quoted, en_quoted) = (quoted(fr)?.get(), quoted(en)?.get());
            let object = format!("{{\"fr\":{fr_quoted},\"en\":{en_quoted}}}");
            let object = serde_json::value::RawValue::from_string(object).ok()?;
            let pair = QuotedPair { fr_length: fr.len(), en: (en.as_ptr() as usize, en.len()), object };
            Some((fr.as_ptr() as usize, pair))
        })
        .collect()
});

/// Renders message `id` (without arguments) in both languages.
pub fn msg(id: &str) -> Localized {
    localized(id, &[])
}

/// Renders message `id`, a literal of the code, in both languages: the same
/// texts as [`msg`], found after the first time by the literal's address in
/// a small table of this thread, not by hashing its bytes and comparing
/// them (issue 18: a ruling looks up each title it cites, a handful of
/// times an evaluation). A static text keeps its address for the life of
/// the process and no other text ever takes it, so the address and length
/// name the id; the table's entry is checked for both.
pub fn literal_msg(id: &'static str) -> Localized {
    let slot = (id.as_ptr() as usize >> 3) % LITERALS_SEEN;
    let seen = LITERALS.with(|literals| {
        let (address, length, texts) = literals[slot].get();
        texts.filter(|_| address == id.as_ptr() as usize && length == id.len())
    });
    let texts = match seen {
        Some(texts) => texts,
        None => match PLAIN.get(id) {
            Some(texts) => {
                let texts: &'static PlainTexts = texts;
                LITERALS.with(|literals| literals[slot].set((id.as_ptr() as usize, id.len(), Some(texts))));
                texts
            }
            // A message with arguments or in one language only: rendered
            // as `msg` renders it, each time.
            None => return msg(id),
        },
    };
    borrowed(texts)
}

/// A message rendered once, borrowed in both languages.
fn borrowed(texts: &'static PlainTexts) -> Localized {
    Localized { fr: Cow::Borrowed(&texts.0), en: Cow::Borrowed(&texts.1) }
}

/// How many literals each thread remembers ([`literal_msg`]): a slot per
/// address's bits, a later literal taking the slot of an earlier one.
const LITERALS_SEEN: usize = 128;

/// The name serde gives a value of a unit-variant enum, or the `type` tag
/// of a tagged one (`offenders_lho`, `call_cancelled`): how the wire and
/// the labels name it.
pub fn wire_name<T: serde::Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(serde_json::Value::Object(map)) => map.get("type").and_then(|t| t.as_str()).unwrap_or_default().to_owned(),
        _ => String::new(),
    }
}

/// The label of a value a decision names, from the message
/// `<prefix>-<its wire name>` (`_` written `-`): `party-offending-side`.
pub fn label_of<T: serde::Serialize>(prefix: &str, value: &T) -> Localized {
    msg(&label_id(prefix, &wire_name(value)))
}

/// The message id `<prefix>-<name>`, `_` written `-`.
pub fn label_id(prefix: &str, name: &str) -> String {
    format!("{prefix}-{}", name.replace('_', "-"))
}

/// Whether message `id` exists in both languages.
pub fn exists(id: &str) -> bool {
    BUNDLES.fr.has_message(id) && BUNDLES.en.has_message(id)
}

/// Checks every registered Fluent file: each parses, no message is defined
/// twice, and French and English define the same messages. Returns how many
/// messages there are. A test of each crate calls it; the rules facade's
/// sees every crate's files at once.
///
/// # Errors
/// The first fault found, with the message id or the file's start.
pub fn check_registered_files() -> Result<usize, String> {
    let fr = message_ids(&registered_sources(Lang::Fr))?;
    let en = message_ids(&registered_sources(Lang::En))?;
    if fr != en {
        let only_fr: Vec<_> = fr.difference(&en).collect();
        let only_en: Vec<_> = en.difference(&fr).collect();
        return Err(format!("French only: {only_fr:?}; English only: {only_en:?}"));
    }
    Ok(fr.len())
}

/// Checks that every message rendered once, named by a literal, is found
/// by [`literal_msg`] with the texts [`msg`] renders for its id, borrowed;
/// that the same id at another address is found as itself; and that a
/// message with arguments is rendered as `msg` renders it. Returns how many
/// messages were checked. A test of this crate calls it, and the rules
/// facade's with every crate's files (more than the table has slots).
///
/// # Errors
/// The first message found with other texts.
pub fn check_literals() -> Result<usize, String> {
    let plain: &'static rustc_hash::FxHashMap<Box<str>, PlainTexts> = &PLAIN;
    // Twice over: past the table's slots (with every crate's files), later
    // ids take earlier ones' slots and must be found again.
    for _ in 0..2 {
        for id in plain.keys() {
            let id: &'static str = id;
            let found = literal_msg(id);
            if found != msg(id) || !matches!((&found.fr, &found.en), (Cow::Borrowed(_), Cow::Borrowed(_))) {
                return Err(format!("{id}: {found:?} found by its address, {:?} rendered", msg(id)));
            }
        }
    }
    // The same id at another address is found as itself; a message with
    // arguments is rendered, not remembered.
    let others: Vec<&'static str> = plain
        .keys()
        .take(1)
        .map(|id| &*Box::leak(id.to_string().into_boxed_str()))
        .chain(PIECES.keys().take(1).copied())
        .collect();
    for id in others {
        if literal_msg(id) != msg(id) {
            return Err(format!("{id}: found by its address, not as rendered"));
        }
    }
    Ok(plain.len())
}

/// Checks that every message filled in from its pieces (see [`localized`])
/// says what Fluent's resolver says, in both languages, with text, number
/// and decimal arguments, and that a message with a selector is left to the
/// resolver. Returns how many are filled from pieces. A test of this crate
/// calls it, and the rules facade's with every crate's files.
///
/// # Errors
/// The first message that differs, with both texts.
pub fn check_pieces() -> Result<usize, String> {
    use fluent_syntax::ast::{Expression, PatternElement};
    let samples: [&dyn Fn(usize) -> Arg; 4] = [
        &|i| Arg::Str(format!("«valeur {i}» ")),
        &|i| Arg::Num(i64::try_from(i).unwrap_or(0) * 7 - 3),
        &|_| Arg::Decimal("40.5".to_owned()),
        &|_| Arg::Num(i64::MAX - 1),
    ];
    for (id, pieces) in PIECES.iter() {
        let names: std::collections::BTreeSet<&str> = pieces
            .fr
            .iter()
            .chain(pieces.en.iter())
            .filter_map(|p| if let Piece::Arg(name) = p { Some(*name) } else { None })
            .collect();
        for sample in samples {
            let args: Vec<(&str, Arg)> = names.iter().enumerate().map(|(i, name)| (*name, sample(i))).collect();
            let from_pieces = pieces.fill(&args).ok_or_else(|| format!("{id}: an argument unfilled"))?;
            let resolved =
                Localized { fr: render(&BUNDLES.fr, id, &args).into(), en: render(&BUNDLES.en, id, &args).into() };
            if from_pieces != resolved {
                return Err(format!("{id}: {from_pieces:?} from pieces, {resolved:?} from Fluent"));
            }
        }
        // Without its arguments, the resolver says so: left to it.
        if pieces.fill(&[]).is_some() {
            return Err(format!("{id}: filled without its arguments"));
        }
    }
    // One with a selector (a plural, a variant) is not among them.
    let with_selector = |id: &&String| {
        let value = BUNDLES.fr.get_message(id).and_then(|m| m.value());
        value.is_some_and(|pattern| {
            pattern
                .elements
                .iter()
                .any(|e| matches!(e, PatternElement::Placeable { expression: Expression::Select { .. } }))
        })
    };
    if let Some(id) = BUNDLES.fr_ids.iter().find(|id| with_selector(id) && PIECES.contains_key(id.as_str())) {
        return Err(format!("{id} has a selector and is filled from pieces"));
    }
    Ok(PIECES.len())
}

/// Message ids, read from the start of each `id = …` line.
fn message_ids(sources: &[&str]) -> Result<std::collections::BTreeSet<String>, String> {
    let mut ids = std::collections::BTreeSet::new();
    for source in sources {
        if FluentResource::try_new((*source).to_owned()).is_err() {
            let start: String = source.chars().take(200).collect();
            return Err(format!("Fluent syntax error in the file starting:\n{start}"));
        }
        for line in source.lines() {
            let Some((id, _)) = line.split_once(" =") else { continue };
            if id.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                && !ids.insert(id.to_owned())
            {
                return Err(format!("message {id} defined twice"));
            }
        }
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_are_found_with_the_texts_of_their_ids() {
        let count = check_literals().unwrap_or_else(|e| panic!("{e}"));
        assert!(count > 10, "only {count} literals found");
    }

    #[test]
    fn french_and_english_define_the_same_messages() {
        let count = check_registered_files().unwrap_or_else(|e| panic!("{e}"));
        assert!(count > 50, "only {count} messages registered");
    }

    /// The texts rendered once and borrowed are those rendering each time
    /// gives, for every message the files define, in both languages; and
    /// some are borrowed (not rendered per call).
    #[test]
    fn messages_rendered_once_are_those_rendered_each_time() {
        let mut borrowed = 0;
        for id in &BUNDLES.fr_ids {
            let once = msg(id);
            let each_time =
                Localized { fr: render(&BUNDLES.fr, id, &[]).into(), en: render(&BUNDLES.en, id, &[]).into() };
            assert_eq!(once, each_time, "{id}");
            if matches!((&once.fr, &once.en), (Cow::Borrowed(_), Cow::Borrowed(_))) {
                borrowed += 1;
            }
        }
        assert!(borrowed > 0 && borrowed == PLAIN.len(), "{borrowed} borrowed of {}", PLAIN.len());
    }

    /// Every text rendered once is written by serde_json's writer, quoted
    /// once, as it is written escaped each time: and a text that only
    /// shares the start of one, or is not one, is escaped as before.
    #[test]
    fn texts_quoted_once_are_written_as_escaping_writes_them() {
        let mut quoted_once = 0;
        for (fr, en) in PLAIN.values() {
            for text in [fr, en] {
                let localized = Localized { fr: Cow::Borrowed(text), en: Cow::Owned(text.to_string()) };
                let escaped = serde_json::to_string(&localized).unwrap_or_default();
                let written = writing_json(|| serde_json::to_string(&localized)).unwrap_or_default();
                assert_eq!(written, escaped, "{text}");
                quoted_once += usize::from(quoted(text).is_some());
            }
        }
        assert_eq!(quoted_once, 2 * PLAIN.len());
        let (fr, _) = PLAIN.values().find(|(fr, _)| fr.len() > 2).expect("a text");
        assert!(quoted(&fr[..fr.len() - 1]).is_none(), "the start of a text is not it");
        let copy = String::from(&**fr);
        assert!(quoted(&copy).is_none(), "a copy is escaped as any text");
        // A text with characters to escape, quoted once.
        let escaping = PLAIN.values().flat_map(|(fr, en)| [fr, en]).find(|t| t.contains('"') || t.contains('\\'));
        if let Some(text) = escaping {
            let written = writing_json(|| serde_json::to_string(&JsonText(text))).unwrap_or_default();
            assert_eq!(written, serde_json::to_string(&**text).unwrap_or_default());
        }
        // The flag is put back: outside, a JSON tree gets a string.
        let tree = serde_json::to_value(msg("summary-missing")).unwrap_or_default();
        assert!(tree["fr"].is_string(), "{tree}");
    }

    /// Every message rendered once is written, as `msg` gives it, as the
    /// object its two texts were written into once, and that is what
    /// serde_json writes for it field by field; two texts that are not one
    /// message's pair are written field by field.
    #[test]
    fn messages_quoted_once_are_written_as_their_fields_are() {
        let mut whole = 0;
        for id in PLAIN.keys() {
            let message = msg(id);
            let field_by_field = serde_json::to_string(&message).unwrap_or_default();
            let written = writing_json(|| serde_json::to_string(&message)).unwrap_or_default();
            assert_eq!(written, field_by_field, "{id}");
            whole += usize::from(quoted_pair(&message.fr, &message.en).is_some());
        }
        assert_eq!(whole, PLAIN.len());
        let mut pairs = PLAIN.values();
        let ((fr, en), (_, other_en)) = (pairs.next().expect("a message"), pairs.next().expect("two"));
        assert!(quoted_pair(fr, other_en).is_none(), "another message's English");
        assert!(quoted_pair(fr, &String::from(&**en)).is_none(), "a copy of the English");
        assert!(quoted_pair(&String::from(&**fr), en).is_none(), "a copy of the French");
    }

    #[test]
    fn messages_filled_from_pieces_are_those_fluent_renders() {
        let count = check_pieces().unwrap_or_else(|e| panic!("{e}"));
        assert!(count > 20, "only {count} messages filled from pieces");
    }

    #[test]
    fn a_long_argument_is_cut_so_that_a_refusal_stays_bounded() {
        let long = "ж".repeat(10_000);
        let text = localized("error-unknown-kind", &[("kind", long.as_str().into())]);
        for said in [&text.fr, &text.en] {
            let quoted = said.matches('ж').count();
            assert_eq!(quoted, LONGEST_ARGUMENT, "{said}");
            assert!(said.contains("ж…"), "the cut is said: {said}");
        }
        // A decimal read from a request (1e300 prints 300 digits) too, in
        // each language's form.
        let decimal = Arg::Decimal(format!("{}.5", "9".repeat(1_000)));
        let text = localized("error-unknown-kind", &[("kind", decimal)]);
        for said in [&text.fr, &text.en] {
            assert_eq!(said.matches('9').count(), LONGEST_ARGUMENT, "{said}");
        }
        let short = localized("error-unknown-kind", &[("kind", "bridge.nothing".into())]);
        assert!(short.en.contains("bridge.nothing") && !short.en.contains('…'));
    }

    #[test]
    fn rendering_fills_arguments_without_isolation_marks() {
        let text = localized("error-unknown-kind", &[("kind", "bridge.nothing".into())]);
        assert!(text.fr.contains("bridge.nothing"), "{}", text.fr);
        assert!(text.en.contains("bridge.nothing"), "{}", text.en);
        assert!(!text.fr.contains('\u{2068}'));
        assert_ne!(text.fr, text.en);
    }

    #[test]
    fn accept_language_picks_by_quality_and_defaults_to_french() {
        assert_eq!(Lang::from_accept_language("en-GB,en;q=0.9"), Lang::En);
        assert_eq!(Lang::from_accept_language("en;q=0"), Lang::Fr, "q=0: not acceptable");
        assert_eq!(Lang::from_accept_language("EN;Q=0"), Lang::Fr, "the weight's name in capitals");
        assert_eq!(Lang::from_accept_language("de, fr;q=0.5, en;q=0.8"), Lang::En);
        assert_eq!(Lang::from_accept_language("fr-FR, en;q=0.8"), Lang::Fr);
        assert_eq!(Lang::from_accept_language("de"), Lang::Fr);
        assert_eq!(Lang::from_accept_language(""), Lang::Fr);
    }
}
