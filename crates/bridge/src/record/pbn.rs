//! Import of deal records in PBN 2.1 (Portable Bridge Notation).
//!
//! What is read, and how tolerant the reader is of what real programs write:
//!
//! - **Layout.** A file is a series of games separated by empty lines (a
//!   line of spaces or tabs counts as empty: some programs write one). A
//!   game is a series of tags `[Name "value"]`, each possibly followed by its
//!   section data. CRLF and LF line ends are both read. A byte-order mark is
//!   ignored.
//! - **Comments and escapes.** `{ … }` comments may span lines and hold
//!   empty lines; nested braces are counted, so `{ a {b} c }` is one comment
//!   (real commentary does this). A comment never hides a tag: when a line
//!   inside an open comment starts with a whole tag `[Name "value"]`, the
//!   comment's `}` is taken to be missing and the comment ends before that
//!   line (Bridge Moniteur writes `{Feasability: …` lines without their
//!   `}`). `;` starts a comment up to the end of the line. A line starting
//!   with `%` is an escape line and is skipped, wherever it is (files joined
//!   together repeat their `%` header). Inside a quoted value, `{`, `;` and
//!   `%` are plain text, and `\"` and `\\` stand for `"` and `\`.
//! - **Tag value inheritance** (PBN 2.1 §4.8). A value `#` takes the value
//!   of the same tag in the nearest previous game that has it (empty if
//!   none). A value `##text` means `text`, here and in every later game that
//!   does not give the tag; a later plain value replaces it from then on.
//!   Values carried this way are added at the end of [`PbnGame::tags`].
//! - **Shared deals.** Some archives (rpbridge.net) write the second table
//!   of a board as a game with no `Board` and no `Deal` tag. Such a game
//!   takes the `Board`, `Dealer`, `Vulnerable` and `Deal` tags of the game
//!   before it; they are added at the end of its `tags`.
//! - **Repeated tags.** As PBN's import format says, a tag that occurs twice
//!   in a game counts once: the typed fields read the first occurrence
//!   (`tags` keeps them all, e.g. every `Note`).
//! - **Values.** See the fields of [`PbnGame`]. Unknown tags are kept in
//!   `tags` and otherwise ignored, with their sections.
//! - **Play section.** After `[Play "W"]`, each row of four cards is one
//!   trick in fixed columns starting with the seat in the tag (W N E S
//!   here), not in the order of play. `-` (or `--`) is a card not played;
//!   `*` ends the section, and so does `+` (the play goes on beyond what is
//!   shown: BridgeComposer writes it after an opening lead set as a quiz;
//!   the `Result` then counts only the tricks shown and is not read).
//!   `^L` before a card is a lead out of turn that stood (§3.9): it becomes
//!   an accepted `lead_out_of_turn` irregular play, its player the trick's
//!   leader. Note references `=1=`, NAGs `$1`, `!`/`?` suffixes and the
//!   other irregularity marks (`^R`…) are skipped for now. Cards are read in either case,
//!   with `10` for the ten. A last row with fewer than four cards is
//!   completed with cards not played. The rows are stored by seat
//!   ([`PlayRecord::rows`]); a row written starting from another seat than
//!   the tag's, which the deal proves by the holder of every card in it, is
//!   stored by holder (see `realign_rows`: the rpbridge.net archives write a
//!   quarter of their tricks that way).
//! - **Auction section.** [`parse_pbn`] keeps it as text
//!   ([`PbnGame::auction_text`]); [`parse_auction`] reads it into an
//!   [`Auction`] (calls, alerts, notes, `^I`/`^S` marks, `AP`) and
//!   [`auction_to_pbn_section`] writes one back.
//!   [`DealRecord::from_pbn`](crate::deal_record::DealRecord::from_pbn)
//!   joins it to the rest of the game; [`parse_pbn_record`] does both from
//!   the text, without the copy of every tag a [`PbnGame`] holds.
//!
//! Errors are [`RecordError`]s that name the tag and the line.

use std::borrow::Cow;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::auction::{Auction, AuctionCall, AuctionState, Call, Irregularity};
use crate::card::{Card, FinalContract, Seat, Vulnerability};
use crate::deal::Deal;
use crate::deal_record::DealRecord;
use crate::play::PlayRecord;
use crate::record_error::RecordError;

/// The field name used for errors about the file's layout.
const LAYOUT: &str = "PBN";

/// One game of a PBN file: one board as played (or dealt) at one table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PbnGame {
    /// Every tag of the game as `(name, value)`, in file order, with
    /// inherited values (`#`, `##`, shared deals) resolved; the tags a game
    /// inherits without writing them come last.
    pub tags: Vec<(String, String)>,
    /// The `Board` number. `None` when the tag is missing, empty or not a
    /// number (some programs write `4-1`; the text stays in `tags`).
    pub board: Option<u32>,
    /// The `Dealer`. `None` when missing, empty or `?`.
    pub dealer: Option<Seat>,
    /// The `Vulnerable` value. `None` when missing, empty or `?`.
    pub vulnerable: Option<Vulnerability>,
    /// The validated `Deal`. `None` when missing or empty; some hands may
    /// be unknown (see [`Deal`]).
    pub deal: Option<Deal>,
    /// The `Contract`: a contract or `Pass` (passed out). `None` when
    /// missing, empty or `?`.
    pub contract: Option<FinalContract>,
    /// The `Declarer`. `None` when missing, empty or `?`. A leading `^`
    /// (PBN's mark for an irregular declarer) is ignored for now.
    pub declarer: Option<Seat>,
    /// The `Play` section, rows stored by seat (see the module
    /// documentation for rows written from another seat). Not checked
    /// against the deal here: [`reconstruct_tricks`](crate::play::reconstruct_tricks)
    /// does that. `None` when there is no `Play` tag, or its value is empty
    /// or `?` and no card follows.
    pub play: Option<PlayRecord>,
    /// The `Result`: tricks taken by declarer, written as his number (`9`),
    /// a side's (`NS 9`, `EW 4`) or both sides' (`NS 9 EW 4`), `^` first
    /// when it differs from the play (§3.4.15). `None` when missing, empty,
    /// `?`, or beside a play that goes on (`+`).
    pub result: Option<u8>,
    /// The `Auction` section as written: from just after the tag's closing
    /// bracket (so its first line is the rest of the tag's line, usually
    /// empty) to the next tag, trailing white space removed. Comments are
    /// blanked out with spaces and `%` lines emptied, line breaks kept, so
    /// line `k` (from 0) of this text is line `auction_line + k` of the
    /// file. The first caller is in the `Auction` tag's value, in `tags`.
    pub auction_text: Option<String>,
    /// The 1-based line of the `Auction` tag, when there is one.
    pub auction_line: Option<usize>,
    /// The 1-based line where the game starts (its first tag).
    pub line: usize,
}

impl PbnGame {
    /// The value of the first tag called `name`, if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// Reads every game of a PBN file.
///
/// # Errors
/// The first problem found, in file order: a malformed tag, a comment that
/// is never closed, text outside any tag, an impossible value (a card in two
/// hands, a contract `8S`…). A text without any game is an error too.
pub fn parse_pbn(text: &str) -> Result<Vec<PbnGame>, RecordError> {
    let clean = CleanText::new(text)?;
    let games = resolve(lex_games(&clean)?);
    if games.is_empty() {
        return Err(RecordError::new(LAYOUT, "record-no-game"));
    }
    games.iter().map(|game| build_game(&clean, game)).collect()
}

/// Reads one game of a PBN file: the first game of board `board`, or the
/// first game of the file when `board` is `None`. Problems in the other
/// games do not matter, except for the layout of the whole file (a comment
/// never closed, a malformed tag).
///
/// A file holding several tables of the same board (a teams match, a pairs
/// session) gives the first table's game; use [`parse_pbn`] to choose
/// another.
///
/// # Errors
/// The layout errors of [`parse_pbn`], the errors of the chosen game, no
/// game at all, or no game for `board` (field `Board`).
pub fn parse_pbn_board(text: &str, board: Option<u32>) -> Result<PbnGame, RecordError> {
    let clean = CleanText::new(text)?;
    let game = choose_game(resolve(lex_games(&clean)?), board)?;
    build_game(&clean, &game)
}

/// The checked record of one game of a PBN file, chosen as
/// [`parse_pbn_board`] chooses it: the same record and the same errors as
/// [`DealRecord::from_pbn`] of that game, without the [`PbnGame`] in
/// between (each of its tags a copy: issue 18).
///
/// # Errors
/// Those of [`parse_pbn_board`], then those of [`DealRecord::from_pbn`].
pub fn parse_pbn_record(text: &str, board: Option<u32>) -> Result<DealRecord, RecordError> {
    let clean = CleanText::new(text)?;
    let game = choose_game(resolve(lex_games(&clean)?), board)?;
    DealRecord::from_source(build_source(&clean, &game)?)
}

/// The game of board `board` among `games`, or the first one (see
/// [`parse_pbn_board`]).
fn choose_game(games: Vec<RawGame<'_>>, board: Option<u32>) -> Result<RawGame<'_>, RecordError> {
    if games.is_empty() {
        return Err(RecordError::new(LAYOUT, "record-no-game"));
    }
    let chosen = match board {
        None => games.into_iter().next(),
        Some(number) => {
            let mut found = games
                .into_iter()
                .filter(|g| g.first("Board").and_then(|t| t.value.trim().parse::<u32>().ok()) == Some(number));
            let first = found.next();
            // Two tables' games of one board (an open and a closed room):
            // which one the incident is about is not guessed (a records
            // probe got the first table's when the revoke was at the other).
            if first.is_some() && found.next().is_some() {
                return Err(RecordError::new("Board", "record-board-twice").arg("board", number.to_string()));
            }
            first
        }
    };
    chosen.ok_or_else(|| {
        RecordError::new("Board", "record-board-not-found")
            .arg("board", board.map_or_else(String::new, |b| b.to_string()))
    })
}

/// A tag as read, borrowing from the file's cleaned text: its name, its
/// value (owned only when it held an escape or was inherited) and its
/// section.
#[derive(Debug, Clone)]
struct RawTag<'t> {
    name: &'t str,
    value: Cow<'t, str>,
    line: usize,
    /// The section's text (comments blanked), trailing white space removed:
    /// the auction's text, the play's tokens.
    section: &'t str,
    /// Where `section` starts in the cleaned text (its tokens' lines are
    /// found from there).
    section_at: usize,
}

impl<'t> RawTag<'t> {
    /// A tag a game takes without writing it (a `##` value): no section.
    fn inherited(name: &'t str, value: Cow<'t, str>, line: usize) -> RawTag<'t> {
        RawTag { name, value, line, section: "", section_at: 0 }
    }
}

/// A game as read: its tags in order.
#[derive(Debug, Clone)]
struct RawGame<'t> {
    line: usize,
    tags: Vec<RawTag<'t>>,
}

impl<'t> RawGame<'t> {
    fn first(&self, name: &str) -> Option<&RawTag<'t>> {
        self.tags.iter().find(|t| t.name == name)
    }

    fn has(&self, name: &str) -> bool {
        self.first(name).is_some()
    }
}

/// The file's text with its comments and escape lines blanked out, line for
/// line, so that a position in it has the same line as in the file. Built
/// once per file; the games, their tags and sections borrow from it
/// (issue 18: each line, tag, token and section was a string of its own,
/// about half the instructions of ruling from a 13-trick record).
struct CleanText<'t> {
    /// Every line cleaned, each followed by `\n`; or the file's text itself
    /// when it holds nothing to clean (see [`CleanText::new`]).
    text: Cow<'t, str>,
    /// Where each line starts in `text` (line `k`, from 1, at index
    /// `k - 1`), then one past the line break that ends the last line (the
    /// text's length plus one when the text is the file's own, whose last
    /// line has none).
    line_starts: Vec<usize>,
    /// For each line: an empty line outside any comment (the end of a game).
    separator: Vec<bool>,
}

impl<'t> CleanText<'t> {
    /// Blanks out comments and escape lines.
    ///
    /// # Errors
    /// A comment never closed, at the line where it opens.
    fn new(text: &'t str) -> Result<CleanText<'t>, RecordError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        // A file with no comment (`{`, `;`), no escape line (`%`) and no
        // carriage return, as most records are, is its own clean text: only
        // its lines are found (issue 18). Its lines of white space stay as
        // they are, but no game holds them.
        let plain = memchr::memchr3(b'{', b';', b'%', text.as_bytes()).is_none()
            && memchr::memchr(b'\r', text.as_bytes()).is_none();
        // (Room for lines of about 20 characters, as a record's are.)
        let lines = text.len() / 20 + 2;
        let mut clean = CleanText {
            text: Cow::Borrowed(text),
            line_starts: Vec::with_capacity(lines + 1),
            separator: Vec::with_capacity(lines),
        };
        if plain {
            let mut start = 0;
            for line in split_lines(text) {
                clean.line_starts.push(start);
                clean.separator.push(line.chars().all(char::is_whitespace));
                start += line.len() + 1;
            }
            clean.line_starts.push(start);
            return Ok(clean);
        }
        let mut out = String::with_capacity(text.len() + 1);
        let mut comment = Comment { depth: 0, line: 0 };
        for (index, raw) in split_lines(text).enumerate() {
            let line = raw.strip_suffix('\r').unwrap_or(raw);
            clean.line_starts.push(out.len());
            let escape = comment.depth == 0 && line.starts_with('%');
            let empty = comment.depth == 0 && !escape && line.chars().all(char::is_whitespace);
            if !escape && !empty {
                if comment.depth > 0 && starts_with_tag(line) {
                    // A comment never hides a tag: its `}` is missing (some
                    // programs write `{Feasability: …` without one), so it
                    // ends before here.
                    comment.depth = 0;
                }
                clean_line(line, index + 1, &mut comment, &mut out);
            }
            out.push('\n');
            clean.separator.push(empty);
        }
        clean.line_starts.push(out.len());
        if comment.depth > 0 {
            return Err(RecordError::new(LAYOUT, "record-unterminated-comment").at_line(comment.line));
        }
        clean.text = Cow::Owned(out);
        Ok(clean)
    }

    /// The number of lines.
    fn lines(&self) -> usize {
        self.separator.len()
    }

    /// A cursor over `start..end` of the text.
    fn cursor(&self, start: usize, end: usize) -> Cursor<'_> {
        Cursor { text: &self.text, pos: start, end, line_starts: &self.line_starts }
    }
}

/// The lines of `text`, as `text.split('\n')` gives them (with a faster
/// search: issue 18).
fn split_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let current = rest?;
        match memchr::memchr(b'\n', current.as_bytes()) {
            Some(end) => {
                rest = Some(&current[end + 1..]);
                Some(&current[..end])
            }
            None => {
                rest = None;
                Some(current)
            }
        }
    })
}

/// The `{ … }` comment open at the end of a line, if any.
struct Comment {
    /// How many braces are open (comments nest).
    depth: usize,
    /// The line where the outermost one opened.
    line: usize,
}

/// Appends `line` to `out` with its comments blanked out: each character of
/// a `{ … }` comment becomes a space, a `;` comment ends the line, and
/// quoted values are copied as they are (`{` and `;` are text there).
fn clean_line(line: &str, number: usize, comment: &mut Comment, out: &mut String) {
    let bytes = line.as_bytes();
    let mut at = 0;
    let mut in_string = false;
    while at < bytes.len() {
        if comment.depth > 0 {
            let Some(c) = line[at..].chars().next() else { break };
            match c {
                '{' => comment.depth += 1,
                '}' => comment.depth -= 1,
                _ => {}
            }
            out.push(' ');
            at += c.len_utf8();
        } else if in_string {
            // Copied up to the closing quote; `\` keeps the character after
            // it (an escaped quote does not close the value).
            let Some(found) = memchr::memchr2(b'"', b'\\', &bytes[at..]) else {
                out.push_str(&line[at..]);
                break;
            };
            let stop = at + found;
            out.push_str(&line[at..=stop]);
            at = stop + 1;
            if bytes[stop] == b'"' {
                in_string = false;
            } else if let Some(next) = line[at..].chars().next() {
                out.push(next);
                at += next.len_utf8();
            }
        } else {
            // The special characters are ASCII: a byte search finds them on
            // character boundaries.
            let Some(found) = memchr::memchr3(b'{', b';', b'"', &bytes[at..]) else {
                out.push_str(&line[at..]);
                break;
            };
            let stop = at + found;
            out.push_str(&line[at..stop]);
            at = stop + 1;
            match bytes[stop] {
                b'{' => {
                    comment.depth = 1;
                    comment.line = number;
                    out.push(' ');
                }
                b'"' => {
                    in_string = true;
                    out.push('"');
                }
                _ => break,
            }
        }
    }
}

/// Whether `line` starts (after white space) with a whole tag
/// `[Name "value"]`.
fn starts_with_tag(line: &str) -> bool {
    let Some(rest) = line.trim_start().strip_prefix('[') else {
        return false;
    };
    let name_len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    if name_len == 0 {
        return false;
    }
    let Some(value) = rest[name_len..].trim_start().strip_prefix('"') else {
        return false;
    };
    value.contains("\"]") || value.contains("\" ]")
}

/// Splits the text into games and reads their tags and sections.
fn lex_games<'c>(clean: &'c CleanText<'_>) -> Result<Vec<RawGame<'c>>, RecordError> {
    let mut games = Vec::new();
    let mut start = 0;
    while start < clean.lines() {
        if clean.separator[start] {
            start += 1;
            continue;
        }
        let mut end = start;
        while end < clean.lines() && !clean.separator[end] {
            end += 1;
        }
        // From the game's first line to the end of its last, without the
        // line break after it.
        let cursor = clean.cursor(clean.line_starts[start], clean.line_starts[end] - 1);
        if let Some(game) = lex_game(cursor)? {
            refuse_merged_games(&game)?;
            games.push(game);
        }
        start = end;
    }
    Ok(games)
}

/// Two boards with no empty line between them would be read as one game,
/// whose repeated tags count once: the second board would vanish, or lend
/// the first its play. A game whose `Board` (or `Deal`) tag comes again with
/// another value is refused, naming the line of that tag (the next game
/// starts there or just before, with its `Event`, `Site`… tags). Two
/// tables of one board (same `Board`, same `Deal`) run together cannot be
/// told from one game that repeats its tags, and are read as one.
fn refuse_merged_games(game: &RawGame<'_>) -> Result<(), RecordError> {
    for name in ["Board", "Deal"] {
        let mut tags = game.tags.iter().filter(|t| t.name == name);
        if let Some(first) = tags.next()
            && let Some(next) = tags.find(|t| t.value.trim() != first.value.trim())
        {
            return Err(RecordError::new(LAYOUT, "record-games-not-separated")
                .at_line(next.line)
                .arg("tag", name)
                .arg("first_line", first.line));
        }
    }
    Ok(())
}

/// A position in the cleaned text, within `..end` (a game, or a section).
struct Cursor<'t> {
    text: &'t str,
    pos: usize,
    end: usize,
    /// Where each line of the text starts (see [`CleanText::line_starts`]).
    line_starts: &'t [usize],
}

impl<'t> Cursor<'t> {
    /// The line (from 1) of position `pos`.
    #[inline]
    fn line_at(&self, pos: usize) -> usize {
        self.line_starts.partition_point(|&s| s <= pos)
    }

    /// The line (from 1) of position `pos`, `line` being that of a position
    /// at or before it: the lines are counted on from there rather than
    /// searched again (a token or a tag at a time, the positions only grow).
    #[inline]
    fn line_from(&self, mut line: usize, pos: usize) -> usize {
        while self.line_starts.get(line).is_some_and(|&start| start <= pos) {
            line += 1;
        }
        line
    }

    #[inline]
    fn peek(&self) -> Option<char> {
        if self.pos >= self.end {
            return None;
        }
        let byte = self.text.as_bytes()[self.pos];
        if byte.is_ascii() { Some(char::from(byte)) } else { self.text[self.pos..self.end].chars().next() }
    }

    #[inline]
    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    /// Moves on while `keep` holds for the character at the cursor: an
    /// ASCII byte is taken as it is (the usual case), any other character
    /// decoded whole.
    #[inline]
    fn skip_while(&mut self, keep: impl Fn(char) -> bool) {
        let bytes = self.text.as_bytes();
        while self.pos < self.end {
            let byte = bytes[self.pos];
            let c = if byte.is_ascii() {
                char::from(byte)
            } else {
                match self.text[self.pos..self.end].chars().next() {
                    Some(c) => c,
                    None => return,
                }
            };
            if !keep(c) {
                return;
            }
            self.pos += c.len_utf8();
        }
    }

    /// Moves past white space (as [`char::is_whitespace`] says).
    #[inline]
    fn skip_space(&mut self) {
        self.skip_while(char::is_whitespace);
    }

    /// Moves past an unquoted token: up to white space or `[`.
    #[inline]
    fn skip_word(&mut self) {
        self.skip_while(|c| !c.is_whitespace() && c != '[');
    }

    /// Reads a quoted string; the cursor is on the opening quote. Returns
    /// `None` when the line ends before the closing quote.
    fn quoted(&mut self) -> Option<Cow<'t, str>> {
        self.bump();
        // Most values hold no escape: borrowed whole from the text.
        let text = self.text;
        let rest = &text[self.pos..self.end];
        if let Some(found) = memchr::memchr3(b'"', b'\\', b'\n', rest.as_bytes())
            && rest.as_bytes()[found] == b'"'
        {
            self.pos += found + 1;
            return Some(Cow::Borrowed(&rest[..found]));
        }
        let mut value = String::new();
        loop {
            match self.bump()? {
                '"' => return Some(Cow::Owned(value)),
                '\n' => return None,
                '\\' => match self.peek() {
                    Some(c @ ('"' | '\\')) => {
                        self.bump();
                        value.push(c);
                    }
                    _ => value.push('\\'),
                },
                c => value.push(c),
            }
        }
    }

    /// Reads the token of a section at the cursor (on a character that is
    /// neither white space nor `[`): a quoted string with its quotes, or the
    /// characters up to white space or `[`.
    ///
    /// # Errors
    /// A quoted string the line ends in.
    fn token(&mut self) -> Result<Cow<'t, str>, RecordError> {
        let at = self.pos;
        if self.peek() == Some('"') {
            return match self.quoted() {
                Some(Cow::Borrowed(_)) => Ok(Cow::Borrowed(&self.text[at..self.pos])),
                Some(Cow::Owned(value)) => Ok(Cow::Owned(format!("\"{value}\""))),
                None => Err(RecordError::new(LAYOUT, "record-unterminated-string").at_line(self.line_at(at))),
            };
        }
        self.skip_word();
        Ok(Cow::Borrowed(&self.text[at..self.pos]))
    }

    /// Moves past the rest of a section, from the start of one of its
    /// tokens to the next tag's `[` (outside a quoted string) or the end,
    /// as reading its tokens one by one would, without reading them.
    ///
    /// # Errors
    /// A quoted string the line ends in.
    fn skip_section(&mut self) -> Result<(), RecordError> {
        let bytes = self.text.as_bytes();
        // Whether a token starts at the cursor: a `"` there opens a string.
        let mut token_start = true;
        loop {
            let Some(found) = memchr::memchr2(b'[', b'"', &bytes[self.pos..self.end]) else {
                self.pos = self.end;
                return Ok(());
            };
            let at = self.pos + found;
            if bytes[at] == b'[' {
                self.pos = at;
                return Ok(());
            }
            // Inside a word (`ab"c`), a quote is a character of the word.
            let starts = if at == self.pos {
                token_start
            } else {
                self.text[..at].chars().next_back().is_some_and(char::is_whitespace)
            };
            if starts {
                self.pos = at;
                if self.quoted().is_none() {
                    return Err(RecordError::new(LAYOUT, "record-unterminated-string").at_line(self.line_at(at)));
                }
                // What follows a string starts a token.
                token_start = true;
            } else {
                self.pos = at + 1;
                token_start = false;
            }
        }
    }

    /// The tokens of a section, each with its line, until the cursor's end.
    fn tokens(mut self) -> impl Iterator<Item = Result<(Cow<'t, str>, usize), RecordError>> {
        let mut line = self.line_at(self.pos);
        std::iter::from_fn(move || {
            self.skip_space();
            self.peek()?;
            line = self.line_from(line, self.pos);
            Some(self.token().map(|token| (token, line)))
        })
    }
}

/// Reads the tags and sections of one game. A group of lines with nothing
/// but comments is not a game.
fn lex_game(mut cursor: Cursor<'_>) -> Result<Option<RawGame<'_>>, RecordError> {
    let text = cursor.text;
    // (Room for a record's usual two dozen tags without growing; a tag is
    // at least six characters, so a file of tiny games reserves little.)
    let mut tags: Vec<RawTag<'_>> = Vec::with_capacity(((cursor.end - cursor.pos) / 6 + 1).min(32));
    // Where the current tag's section starts.
    let mut section_start = cursor.pos;
    // The line of the last tag read (counted on from tag to tag).
    let mut line = cursor.line_at(cursor.pos);
    loop {
        cursor.skip_space();
        let Some(c) = cursor.peek() else { break };
        let at = cursor.pos;
        if c == '[' {
            line = cursor.line_from(line, at);
            if let Some(last) = tags.last_mut() {
                last.section = text[section_start..at].trim_end();
            }
            let (name, value) = read_tag(&mut cursor).ok_or_else(|| {
                let shown: String = text[at..cursor.end].lines().next().unwrap_or("").chars().take(60).collect();
                RecordError::new(LAYOUT, "record-bad-tag").arg("text", shown.trim_end()).at_line(line)
            })?;
            section_start = cursor.pos;
            tags.push(RawTag { name, value, line, section: "", section_at: section_start });
            continue;
        }
        if tags.is_empty() {
            let token = cursor.token()?;
            let line = cursor.line_at(at);
            return Err(RecordError::new(LAYOUT, "record-stray-text").arg("text", token).at_line(line));
        }
        // The section's tokens are read where they are used (the play's);
        // here only what no section may hold is refused.
        cursor.skip_section()?;
    }
    if let Some(last) = tags.last_mut() {
        last.section = text[section_start..cursor.end].trim_end();
    }
    let first_line = tags.first().map(|t| t.line);
    Ok(first_line.map(|line| RawGame { line, tags }))
}

/// Reads `[Name "value"]`; the cursor is on the `[`.
fn read_tag<'t>(cursor: &mut Cursor<'t>) -> Option<(&'t str, Cow<'t, str>)> {
    cursor.bump();
    cursor.skip_space();
    let start = cursor.pos;
    cursor.skip_while(|c| c.is_ascii_alphanumeric() || c == '_');
    let name = &cursor.text[start..cursor.pos];
    if name.is_empty() {
        return None;
    }
    cursor.skip_space();
    if cursor.peek() != Some('"') {
        return None;
    }
    let value = cursor.quoted()?;
    cursor.skip_space();
    if cursor.bump() != Some(']') {
        return None;
    }
    Some((name, value))
}

/// The tags a game without `Board` and `Deal` takes from the game before.
const SHARED_DEAL_TAGS: [&str; 4] = ["Board", "Dealer", "Vulnerable", "Deal"];

/// Resolves tag value inheritance (`#`, `##`) and shared deals, game by
/// game.
fn resolve(games: Vec<RawGame<'_>>) -> Vec<RawGame<'_>> {
    // The value of each tag in the nearest previous game that has it.
    let mut last: HashMap<&str, Cow<'_, str>> = HashMap::new();
    // Values set with `##`, in the order they were first given.
    let mut header: Vec<(&str, Cow<'_, str>)> = Vec::new();
    let mut previous: Option<RawGame<'_>> = None;
    let count = games.len();
    let mut out = Vec::with_capacity(count);
    for (index, mut game) in games.into_iter().enumerate() {
        for tag in &mut game.tags {
            if tag.value == "#" {
                tag.value = last.get(tag.name).cloned().unwrap_or_default();
            } else if let Some(rest) = tag.value.strip_prefix("##") {
                let rest: Cow<'_, str> = match &tag.value {
                    Cow::Borrowed(value) => Cow::Borrowed(&value[2..]),
                    Cow::Owned(_) => Cow::Owned(rest.to_owned()),
                };
                match header.iter_mut().find(|(n, _)| *n == tag.name) {
                    Some(entry) => entry.1.clone_from(&rest),
                    None => header.push((tag.name, rest.clone())),
                }
                tag.value = rest;
            } else if let Some(entry) = header.iter_mut().find(|(n, _)| *n == tag.name) {
                entry.1.clone_from(&tag.value);
            }
        }
        for (name, value) in &header {
            if !game.has(name) {
                game.tags.push(RawTag::inherited(name, value.clone(), game.line));
            }
        }
        if !game.has("Board")
            && !game.has("Deal")
            && let Some(prev) = &previous
        {
            for name in SHARED_DEAL_TAGS {
                if let Some(tag) = prev.first(name)
                    && !game.has(name)
                {
                    game.tags.push(tag.clone());
                }
            }
        }
        // What a later game may take from this one; the last game has none
        // (a file of one game, the usual record, then hashes no tag).
        if index + 1 < count {
            for tag in &game.tags {
                last.insert(tag.name, tag.value.clone());
            }
            previous = Some(RawGame {
                line: game.line,
                tags: game.tags.iter().filter(|t| SHARED_DEAL_TAGS.contains(&t.name)).cloned().collect(),
            });
        }
        out.push(game);
    }
    out
}

/// Whether a value means "unknown": empty or `?`.
fn is_unknown(value: &str) -> bool {
    matches!(value, "" | "?")
}

/// Reads a seat value (`Dealer`, `Declarer`, `Play`).
fn seat_value(tag: &RawTag<'_>, value: &str) -> Result<Seat, RecordError> {
    let mut chars = value.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Seat::from_char(c),
        _ => None,
    }
    .ok_or_else(|| {
        RecordError::new(tag.name, "record-bad-seat").arg("tag", tag.name).arg("value", value).at_line(tag.line)
    })
}

/// Builds the typed game from its resolved tags (`clean`: the text they
/// were read from).
fn build_game(clean: &CleanText<'_>, game: &RawGame<'_>) -> Result<PbnGame, RecordError> {
    build_source(clean, game).map(PbnGame::from)
}

/// What a record is read from: a game's typed values, with its tags and its
/// auction section borrowed. [`parse_pbn_record`] builds one straight from
/// the text, where a [`PbnGame`] would copy every tag's name and value
/// (issue 18); [`PbnGame::source`] lends one from a game already read.
pub(crate) struct GameSource<'g> {
    /// The tags as `(name, value)`, as in [`PbnGame::tags`].
    pub(crate) tags: Vec<(&'g str, &'g str)>,
    /// As [`PbnGame::auction_text`].
    pub(crate) auction_text: Option<&'g str>,
    /// As [`PbnGame::auction_line`].
    pub(crate) auction_line: Option<usize>,
    /// As [`PbnGame::line`].
    pub(crate) line: usize,
    /// As [`PbnGame::board`].
    pub(crate) board: Option<u32>,
    /// As [`PbnGame::dealer`].
    pub(crate) dealer: Option<Seat>,
    /// As [`PbnGame::vulnerable`].
    pub(crate) vulnerable: Option<Vulnerability>,
    /// As [`PbnGame::deal`].
    pub(crate) deal: Option<Cow<'g, Deal>>,
    /// As [`PbnGame::contract`].
    pub(crate) contract: Option<FinalContract>,
    /// As [`PbnGame::declarer`].
    pub(crate) declarer: Option<Seat>,
    /// As [`PbnGame::play`].
    pub(crate) play: Option<Cow<'g, PlayRecord>>,
    /// As [`PbnGame::result`].
    pub(crate) result: Option<u8>,
}

impl GameSource<'_> {
    /// The value of the first tag called `name`, if any.
    pub(crate) fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }
}

impl PbnGame {
    /// The game as a record is read from it (its deal and play borrowed).
    pub(crate) fn source(&self) -> GameSource<'_> {
        GameSource {
            tags: self.tags.iter().map(|(name, value)| (name.as_str(), value.as_str())).collect(),
            auction_text: self.auction_text.as_deref(),
            auction_line: self.auction_line,
            line: self.line,
            board: self.board,
            dealer: self.dealer,
            vulnerable: self.vulnerable,
            deal: self.deal.as_ref().map(Cow::Borrowed),
            contract: self.contract,
            declarer: self.declarer,
            play: self.play.as_ref().map(Cow::Borrowed),
            result: self.result,
        }
    }
}

impl From<GameSource<'_>> for PbnGame {
    fn from(source: GameSource<'_>) -> PbnGame {
        PbnGame {
            tags: source.tags.iter().map(|(name, value)| ((*name).to_owned(), (*value).to_owned())).collect(),
            board: source.board,
            dealer: source.dealer,
            vulnerable: source.vulnerable,
            deal: source.deal.map(Cow::into_owned),
            contract: source.contract,
            declarer: source.declarer,
            play: source.play.map(Cow::into_owned),
            result: source.result,
            auction_text: source.auction_text.map(str::to_owned),
            auction_line: source.auction_line,
            line: source.line,
        }
    }
}

/// The first tag of each name [`build_source`] reads, found in one pass
/// over a game's tags (issue 18: a search of every tag per name).
struct ReadTags<'g, 't> {
    first: [Option<&'g RawTag<'t>>; 9],
}

impl<'g, 't> ReadTags<'g, 't> {
    /// Where the tag `name` is kept, if it is one read.
    fn slot(name: &str) -> Option<usize> {
        match name {
            "Board" => Some(0),
            "Dealer" => Some(1),
            "Vulnerable" => Some(2),
            "Deal" => Some(3),
            "Contract" => Some(4),
            "Declarer" => Some(5),
            "Play" => Some(6),
            "Result" => Some(7),
            "Auction" => Some(8),
            _ => None,
        }
    }

    fn of(game: &'g RawGame<'t>) -> Self {
        let mut first = [None; 9];
        for tag in &game.tags {
            if let Some(at) = Self::slot(tag.name)
                && first[at].is_none()
            {
                first[at] = Some(tag);
            }
        }
        ReadTags { first }
    }

    /// The game's first tag called `name` (one of those read; `None` for
    /// any other name).
    fn first(&self, name: &str) -> Option<&'g RawTag<'t>> {
        Self::slot(name).and_then(|at| self.first[at])
    }
}

/// Builds the typed values of a game from its resolved tags (`clean`: the
/// text they were read from), borrowing its tags.
fn build_source<'g>(clean: &CleanText<'_>, game: &'g RawGame<'_>) -> Result<GameSource<'g>, RecordError> {
    let read = ReadTags::of(game);
    let tag = |name: &str| read.first(name);
    let value = |name: &str| tag(name).map(|t| (t, t.value.trim()));

    let board = value("Board").and_then(|(_, v)| v.parse::<u32>().ok());

    let dealer = match value("Dealer") {
        Some((tag, v)) if !is_unknown(v) => Some(seat_value(tag, v)?),
        _ => None,
    };

    let vulnerable = match value("Vulnerable") {
        Some((tag, v)) if !is_unknown(v) => Some(Vulnerability::from_pbn(v).ok_or_else(|| {
            RecordError::new("Vulnerable", "record-bad-vulnerability").arg("value", v).at_line(tag.line)
        })?),
        _ => None,
    };

    let deal = match value("Deal") {
        Some((tag, v)) if !v.is_empty() => Some(Deal::from_pbn(v).map_err(|e| e.in_field("Deal").or_line(tag.line))?),
        _ => None,
    };

    let contract = match value("Contract") {
        Some((tag, v)) if !is_unknown(v) => Some(
            v.parse::<FinalContract>()
                .map_err(|_| RecordError::new("Contract", "record-bad-contract").arg("value", v).at_line(tag.line))?,
        ),
        _ => None,
    };

    let declarer = match value("Declarer") {
        Some((tag, v)) => {
            let v = v.strip_prefix('^').unwrap_or(v).trim();
            if is_unknown(v) { None } else { Some(seat_value(tag, v)?) }
        }
        None => None,
    };

    let PlayRead { mut play, led_out_of_turn, continues } = match tag("Play") {
        Some(tag) => read_play(clean, tag)?,
        None => PlayRead { play: None, led_out_of_turn: Vec::new(), continues: false },
    };

    // While the play goes on (`+`), the Result counts only the tricks played
    // so far (PBN 2.1 §3.4.15): it is no result of the board, and is not
    // read as one (a records probe got a final count for a board still in
    // play).
    let result = match value("Result") {
        Some(_) if continues => None,
        Some((tag, v)) if !is_unknown(v) => Some(
            declarers_tricks(v, declarer)
                .ok_or_else(|| RecordError::new("Result", "record-bad-result").arg("value", v).at_line(tag.line))?,
        ),
        _ => None,
    };
    if let (Some(play), Some(deal)) = (play.as_mut(), deal.as_ref()) {
        realign_rows(play, deal);
    }
    if let Some(play) = play.as_mut() {
        mark_leads_out_of_turn(play, &led_out_of_turn);
    }

    let auction = tag("Auction");
    Ok(GameSource {
        tags: game.tags.iter().map(|t| (t.name, t.value.as_ref())).collect(),
        board,
        dealer,
        vulnerable,
        deal: deal.map(Cow::Owned),
        contract,
        declarer,
        play: play.map(Cow::Owned),
        result,
        auction_text: auction.map(|t| t.section),
        auction_line: auction.map(|t| t.line),
        line: game.line,
    })
}

/// The tricks declarer took, as a `Result` tag gives them (PBN 2.1
/// §3.4.15): declarer's number (`9`), a side's (`NS 9`, `EW 4`: the other
/// side took the rest of the 13), or both (`NS 9 EW 4`, which must add up
/// to 13). A leading `^` says the result differs from the tricks the play
/// shows (a disputed count, the director's case under Law 65): the number
/// is read all the same. `None` when the value is none of these, or names
/// a side while declarer is unknown.
fn declarers_tricks(value: &str, declarer: Option<Seat>) -> Option<u8> {
    let value = value.trim().strip_prefix('^').unwrap_or(value.trim()).trim();
    let number = |text: &str| text.parse::<u8>().ok().filter(|&n| n <= 13);
    if let Some(tricks) = number(value) {
        return Some(tricks);
    }
    let words: Vec<&str> = value.split_whitespace().collect();
    let side_tricks = |side: &str, tricks: u8| -> Option<u8> {
        let declaring = declarer?.side();
        let named = match side.to_ascii_uppercase().as_str() {
            "NS" => crate::card::Side::NS,
            "EW" => crate::card::Side::EW,
            _ => return None,
        };
        Some(if named == declaring { tricks } else { 13 - tricks })
    };
    match words.as_slice() {
        [side, tricks] => side_tricks(side, number(tricks)?),
        [side, tricks, other, rest] => {
            let (a, b) = (number(tricks)?, number(rest)?);
            (a + b == 13 && !side.eq_ignore_ascii_case(other)).then_some(())?;
            side_tricks(side, a)
        }
        _ => None,
    }
}

/// One cell of the play section: a card, or `-` for a card not played.
enum Cell {
    Card(Card),
    NotPlayed,
}

/// Reads one token of the play section; `None` for tokens skipped for now
/// (note references, NAGs, `!`/`?` marks, irregularity marks; `read_play`
/// reads `^L` itself).
fn play_cell(token: &str, line: usize) -> Result<Option<Cell>, RecordError> {
    let skipped = (token.len() >= 2 && token.starts_with('=') && token.ends_with('='))
        || token.starts_with('$')
        || token.starts_with('^')
        || token.chars().all(|c| c == '!' || c == '?');
    if skipped {
        return Ok(None);
    }
    if token.chars().all(|c| c == '-') {
        return Ok(Some(Cell::NotPlayed));
    }
    let card_text = token.trim_end_matches(['!', '?']);
    card_text
        .parse::<Card>()
        .map(|c| Some(Cell::Card(c)))
        .map_err(|_| RecordError::new("Play", "record-bad-card").arg("text", token).at_line(line))
}

/// Reads the `Play` tag and its section.
/// The `Play` section as read: the play, the cards its `^L` marks name,
/// and whether it ends with `+` (the play goes on beyond what is written).
struct PlayRead {
    play: Option<PlayRecord>,
    led_out_of_turn: Vec<Card>,
    continues: bool,
}

fn read_play(clean: &CleanText<'_>, tag: &RawTag<'_>) -> Result<PlayRead, RecordError> {
    // (A card is at least three characters with the space after it.)
    let mut cells: Vec<(Option<Card>, usize)> = Vec::with_capacity(tag.section.len() / 3);
    let mut continues = false;
    // `^L` before a card: that card was led out of turn and the lead stood
    // (PBN 2.1 §3.9: the other three follow it clockwise).
    let mut led_out_of_turn = Vec::new();
    let mut lead_mark = false;
    let section = clean.cursor(tag.section_at, tag.section_at + tag.section.len());
    for token in section.tokens() {
        let (token, line) = token?;
        let (token, line) = (token.as_ref(), &line);
        if token == "*" || token == "+" {
            continues = token == "+";
            break;
        }
        if token == "^L" {
            lead_mark = true;
            continue;
        }
        // A card as a record writes nearly all of them (`C4`), read without
        // the checks for the other tokens: none of them is two characters
        // that make a card (issue 18: 52 tokens a record).
        let cell = match token.len() {
            2 => token.parse::<Card>().ok().map(Cell::Card),
            _ => None,
        };
        let cell = match cell {
            Some(cell) => Some(cell),
            None => play_cell(token, *line)?,
        };
        match cell {
            Some(Cell::Card(card)) => {
                if std::mem::take(&mut lead_mark) {
                    led_out_of_turn.push(card);
                }
                cells.push((Some(card), *line));
            }
            Some(Cell::NotPlayed) => cells.push((None, *line)),
            None => {}
        }
    }
    let value = tag.value.trim();
    if is_unknown(value) {
        if cells.iter().any(|(c, _)| c.is_some()) {
            return Err(RecordError::new("Play", "record-play-no-leader").at_line(tag.line));
        }
        return Ok(PlayRead { play: None, led_out_of_turn: Vec::new(), continues });
    }
    let leader = seat_value(tag, value)?;
    let mut rows = Vec::with_capacity(cells.len().div_ceil(4));
    let mut line_of_row = Vec::with_capacity(rows.capacity());
    for chunk in cells.chunks(4) {
        let mut row = [None; 4];
        for (column, (card, _)) in chunk.iter().enumerate() {
            row[Seat::from_index(leader.index() + column).index()] = *card;
        }
        rows.push(row);
        line_of_row.push(chunk.first().map_or(tag.line, |(_, line)| *line));
    }
    let play = PlayRecord { opening_leader: leader, rows, line_of_row, irregularities: Vec::new() };
    Ok(PlayRead { play: Some(play), led_out_of_turn, continues })
}

/// The accepted leads out of turn the `^L` marks name, as irregular plays
/// (Law 53, 54B: the lead stood): each card's trick and holder read off the
/// rows once they are aligned. An opening lead out of turn that stood makes
/// its player the opening leader (the `Play` tag of an export names the
/// player whose turn it was).
fn mark_leads_out_of_turn(play: &mut PlayRecord, cards: &[Card]) {
    for &card in cards {
        let found = play.rows.iter().enumerate().find_map(|(row, cells)| {
            cells.iter().position(|c| *c == Some(card)).map(|seat| (row, Seat::from_index(seat)))
        });
        let Some((row, seat)) = found else { continue };
        let trick = u8::try_from(row + 1).unwrap_or(u8::MAX);
        if trick == 1 {
            play.opening_leader = seat;
        }
        play.irregularities.push(crate::play_irregularities::IrregularPlay::LeadOutOfTurn {
            trick,
            seat,
            card,
            accepted: true,
        });
    }
}

/// Re-reads the rows that were written starting from another seat than the
/// opening leader.
///
/// The rpbridge.net archives write about a quarter of their tricks starting
/// from another column (often the trick's leader) while the other tricks
/// follow the columns of the `Play` tag. When the deal shows that every card
/// of a row belongs to the seat one, two or three places further round the
/// table than its column says, the row is attributed that way: a card can
/// only be played by the player who holds it. A row that no rotation fits
/// (a single card in the wrong column, say) is left as written, for
/// [`reconstruct_tricks`](crate::play::reconstruct_tricks) to report.
fn realign_rows(play: &mut PlayRecord, deal: &Deal) {
    for row in &mut play.rows {
        // Whether every card of the row is held by the seat `shift` places
        // round from its column.
        let fits = |row: &[Option<Card>; 4], shift: usize| {
            row.iter()
                .enumerate()
                .all(|(i, card)| card.is_none_or(|card| deal.holder(card) == Some(Seat::from_index(i + shift))))
        };
        if row.iter().all(Option::is_none) || fits(row, 0) {
            continue;
        }
        if let Some(shift) = (1..4).find(|&k| fits(row, k)) {
            let mut rotated = [None; 4];
            for (i, card) in row.iter().enumerate() {
                rotated[(i + shift) % 4] = *card;
            }
            *row = rotated;
        }
    }
}

/// The auction of `game`: the `Auction` tag's first caller, the calls of
/// its section, and the explanations of its `Note` tags, checked with
/// [`Auction::check`]. `None` when the game has no `Auction` tag, or no call
/// after it.
///
/// How the section reads (PBN 2.1 §3.5, §3.9):
/// - the tag's value is the seat of the first column; each `-` before the
///   first call stands for a turn before the dealer's (so the dealer is the
///   seat of the first call, or of the first `^S`). When the value is empty
///   or `?`, the `Dealer` tag gives the first caller;
/// - calls in any case: `Pass`, `X`, `XX`, `1C` … `7NT` (`1N` too), and the
///   spellings of [`Call::from_str`](std::str::FromStr); `AP` adds the passes
///   that close the auction;
/// - `!` after a call (attached or not) marks an **alert**. The spec calls
///   `!` a "good call", but the programs that export BBO and club records
///   write it for an alert, which is what a director needs; the other
///   suffixes (`?`, `!!`, `!?`, …) and NAGs (`$n`) are commentary and are
///   skipped;
/// - `=n=` refers to the game's `[Note "n:text"]`: the text becomes the
///   call's explanation. The notes read are those right after the `Auction`
///   tag (where the spec puts them, since play notes reuse the numbers);
///   failing that, any note of the game outside the play section. A
///   reference to a note that does not exist (BBO exports write `=0=`) is
///   skipped;
/// - `^I` before a bid marks it insufficient; each `^S` stands for a player
///   who lost his turn to a call out of rotation, and marks the next call
///   as out of rotation (see [`Auction`] for how such records read);
/// - `*` and `+` end the section (the auction was not finished, or goes on
///   after what is shown);
/// - an archive that leaves out the passes before the opening bid has them
///   put back when the game's `Declarer`, `Contract` and `Play` tags prove
///   how many there were (see `restore_leading_passes`).
///
/// # Errors
/// A [`RecordError`] on the `Auction` field with the line: a token that is
/// none of the above, a `-` after a call, `^R`/`^L` (play marks), a mark
/// not followed by a call, no first caller, or an auction that
/// [`Auction::check`] rejects.
pub fn parse_auction(game: &PbnGame) -> Result<Option<Auction>, RecordError> {
    Ok(parse_checked_auction(&game.source())?.map(|read| read.auction))
}

/// An auction section read and checked: the auction and the contract and
/// declarer it arrives at (found by the check's replay).
pub(crate) struct AuctionRead {
    /// The auction, checked.
    pub(crate) auction: Auction,
    /// [`Auction::outcome`] of `auction`.
    pub(crate) outcome: (Option<FinalContract>, Option<Seat>),
}

/// [`parse_auction`], with the auction's outcome (an error names the line
/// of the call it is about: the lines are read with the calls).
pub(crate) fn parse_checked_auction(game: &GameSource<'_>) -> Result<Option<AuctionRead>, RecordError> {
    let Some(position) = game.tags.iter().position(|(name, _)| *name == "Auction") else {
        return Ok(None);
    };
    let value = game.tags[position].1.trim();
    let text = game.auction_text.unwrap_or("");
    let line = game.auction_line.unwrap_or(game.line);
    let no_first_caller =
        || RecordError::new(AUCTION, "record-auction-no-first-caller").arg("value", value).at_line(line);
    let first = if is_unknown(value) {
        match game.dealer {
            Some(dealer) => dealer,
            None if text.trim().is_empty() => return Ok(None),
            None => return Err(no_first_caller()),
        }
    } else {
        let mut chars = value.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Seat::from_char(c).ok_or_else(no_first_caller)?,
            _ => return Err(no_first_caller()),
        }
    };
    let notes = auction_notes(game, position);
    let (auction, lines) = read_auction(first, text, line, &notes)?;
    if auction.calls.is_empty() {
        // A tag with nothing after it records no auction.
        return Ok(None);
    }
    let (auction, lines) = restore_leading_passes(game, auction, lines);
    let outcome = auction.checked_outcome().map_err(|e| locate_call(e, &lines))?;
    Ok(Some(AuctionRead { auction, outcome }))
}

/// Puts back the passes an archive left out before the opening bid.
///
/// The rpbridge.net archives write the auction from the first bid, with
/// the dealer in the `Auction` tag: about half their auctions (every one
/// where the dealer passed) then give each call to the wrong player, and
/// contradict the game's own `Declarer` tag. When the record proves it, the
/// missing passes are restored. The proof needs two witnesses that agree
/// with each other and not with the auction as written: the `Declarer` tag
/// and the `Play` section's opening leader. Then, if the section is written
/// from the dealer and starts with a bid, no call is marked irregular, and
/// exactly one number of passes (1 to 3) makes the auction possible and
/// closed, with the tag's declarer, the `Contract` tag's level and strain
/// (doubling aside: the same archives drop it from the tag), and the
/// opening leader on declarer's left, those passes are put back. Otherwise
/// the auction is left as written, and the contradiction is reported by
/// [`DealRecord::from_pbn`](crate::deal_record::DealRecord::from_pbn).
fn restore_leading_passes(game: &GameSource<'_>, auction: Auction, lines: Vec<usize>) -> (Auction, Vec<usize>) {
    let level_and_strain = |c: FinalContract| c.contract().map(|c| (c.level, c.strain));
    let (Some(tag_declarer), Some(tag_contract), Some(play)) = (game.declarer, game.contract, game.play.as_ref())
    else {
        return (auction, lines);
    };
    // (The auction's declarer, a replay of every call, is asked last: the
    // cheaper conditions settle many records first, every one whose dealer
    // passed among them.)
    let applies = play.opening_leader == tag_declarer.next()
        && game.dealer.is_none_or(|d| d == auction.dealer)
        && auction.calls.first().is_some_and(|c| c.call.is_bid())
        && auction.calls.iter().all(|c| c.irregularity.is_none() && !c.withdrawn)
        && auction.declarer().is_some_and(|d| d != tag_declarer);
    if !applies {
        return (auction, lines);
    }
    let shifted = |k: usize| {
        let mut restored = Auction::new(auction.dealer);
        for i in 0..k {
            restored.calls.push(AuctionCall::new(Seat::from_index(auction.dealer.index() + i), Call::Pass));
        }
        for call in &auction.calls {
            restored.calls.push(AuctionCall { seat: Seat::from_index(call.seat.index() + k), ..call.clone() });
        }
        restored
    };
    let fits = |candidate: &Auction| {
        candidate.check().is_ok()
            && candidate.declarer() == Some(tag_declarer)
            && level_and_strain(tag_contract).is_some()
            && level_and_strain(tag_contract) == candidate.final_contract().and_then(level_and_strain)
    };
    let candidates: Vec<(usize, Auction)> = (1..=3).map(|k| (k, shifted(k))).filter(|(_, a)| fits(a)).collect();
    match <[_; 1]>::try_from(candidates) {
        Ok([(k, restored)]) => {
            let first_line = lines.first().copied().unwrap_or(game.line);
            let mut restored_lines = vec![first_line; k];
            restored_lines.extend(lines);
            (restored, restored_lines)
        }
        Err(_) => (auction, lines),
    }
}

/// Reads the calls of an auction written as in a PBN auction section,
/// `first` calling first: `"1D ^S ^I 1C"`, `"Pass 1NT! AP"`. Note references
/// are skipped (there are no notes). The auction is checked.
///
/// # Errors
/// As [`parse_auction`], with lines counted from 1 in `text`.
pub fn parse_auction_calls(first: Seat, text: &str) -> Result<Auction, RecordError> {
    let (auction, lines) = read_auction(first, text, 1, &[])?;
    auction.check().map_err(|e| locate_call(e, &lines))?;
    Ok(auction)
}

/// The field name used for errors about the auction.
const AUCTION: &str = "Auction";

/// Adds the line of the call an auction error names (argument `number`).
pub(crate) fn locate_call(error: RecordError, lines: &[usize]) -> RecordError {
    let line =
        error.arg_value("number").and_then(|n| n.parse::<usize>().ok()).and_then(|n| lines.get(n.wrapping_sub(1)));
    match line {
        Some(&line) => error.or_line(line),
        None => error,
    }
}

/// The auction's notes by number: those right after the `Auction` tag
/// (at `position` in the game's tags), then any other note that is not in
/// the run of notes after the `Play` tag. The first note of a number is
/// the one read. (A list searched by number: a record has a handful of
/// notes, and a map was a thirtieth of a 13-trick record's reading: issue
/// 18.)
fn auction_notes<'g>(game: &GameSource<'g>, position: usize) -> Vec<(u32, &'g str)> {
    let tags = &game.tags;
    // The indices of the run of `Note` tags right after the tag at `start`.
    let run_after = |start: usize| {
        let length = tags[start + 1..].iter().take_while(|(name, _)| *name == "Note").count();
        start + 1..start + 1 + length
    };
    let play_notes = tags.iter().position(|(name, _)| *name == "Play").map_or(0..0, run_after);
    let auction_run = run_after(position);
    let others = (0..tags.len()).filter(|i| !auction_run.contains(i) && !play_notes.contains(i));
    let mut notes: Vec<(u32, &'g str)> = Vec::new();
    for index in auction_run.clone().chain(others) {
        let (name, value) = tags[index];
        if name != "Note" {
            continue;
        }
        if let Some((number, text)) = value.split_once(':')
            && let Ok(number) = number.trim().parse::<u32>()
            && !notes.iter().any(|(n, _)| *n == number)
        {
            notes.push((number, text.trim()));
        }
    }
    notes
}

/// The text of note `number` among `notes` (see [`auction_notes`]).
fn note_text<'n>(notes: &[(u32, &'n str)], number: u32) -> Option<&'n str> {
    notes.iter().find(|(n, _)| *n == number).map(|(_, text)| *text)
}

/// One token of an auction section.
#[derive(Debug, PartialEq, Eq)]
enum AuctionToken<'a> {
    /// A call, or `AP` (the text as written).
    Word(&'a str),
    /// A suffix: `!`, `?`, `!!`, `??`, `!?`, `?!`.
    Suffix(&'a str),
    /// A note reference `=n=`.
    Note(u32),
    /// A NAG `$n`.
    Nag,
    /// `^` and its letter.
    Mark(char),
    /// `-`: a turn before the first call.
    Dash,
    /// `*` or `+`: the end of the section.
    End,
}

/// Splits one line of an auction section into `tokens` (emptied first; one
/// list serves every line) as PBN 2.1 §3.2 says: a call token ends before
/// the first character that cannot be part of it, so `1S!` and `1D=1=` are
/// two tokens each.
fn auction_tokens<'a>(line: &'a str, number: usize, tokens: &mut Vec<AuctionToken<'a>>) -> Result<(), RecordError> {
    tokens.clear();
    let mut rest = line;
    let bad = |text: &str| {
        let token: String = text.split_whitespace().next().unwrap_or(text).chars().take(40).collect();
        RecordError::new(AUCTION, "record-auction-bad-token").arg("token", token).at_line(number)
    };
    loop {
        rest = rest.trim_start();
        let Some(c) = rest.chars().next() else { break };
        let (token, len) = match c {
            'A'..='Z' | 'a'..='z' | '0'..='9' => {
                let len = rest.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(rest.len());
                (AuctionToken::Word(&rest[..len]), len)
            }
            '!' | '?' => {
                let len = rest.find(|c: char| c != '!' && c != '?').unwrap_or(rest.len());
                if len > 2 {
                    return Err(bad(rest));
                }
                (AuctionToken::Suffix(&rest[..len]), len)
            }
            '=' => {
                let digits = rest[1..].find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len() - 1);
                if digits == 0 || !rest[1 + digits..].starts_with('=') {
                    return Err(bad(rest));
                }
                let number = rest[1..=digits].parse::<u32>().map_err(|_| bad(rest))?;
                (AuctionToken::Note(number), digits + 2)
            }
            '$' => {
                let digits = rest[1..].find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len() - 1);
                if digits == 0 {
                    return Err(bad(rest));
                }
                (AuctionToken::Nag, digits + 1)
            }
            '^' => match rest[1..].chars().next() {
                Some(letter @ ('I' | 'S' | 'R' | 'L' | 'i' | 's' | 'r' | 'l')) => {
                    (AuctionToken::Mark(letter.to_ascii_uppercase()), 2)
                }
                _ => return Err(bad(rest)),
            },
            '-' => (AuctionToken::Dash, rest.find(|c: char| c != '-').unwrap_or(rest.len())),
            '*' | '+' => (AuctionToken::End, 1),
            _ => return Err(bad(rest)),
        };
        tokens.push(token);
        rest = &rest[len..];
    }
    Ok(())
}

/// An auction section as [`read_auction`] has read it so far.
struct AuctionReader {
    /// The auction read so far.
    auction: Auction,
    /// The line of each call.
    lines: Vec<usize>,
    /// The seat of the next call read.
    next: Seat,
    /// Whether a call or a mark has been read: the dealer is known.
    started: bool,
    /// Whether a `^I` waits for its call.
    insufficient: bool,
    /// The players skipped by `^S` marks since the last call.
    skipped: usize,
    /// The line of the last mark.
    mark_line: usize,
    /// The auction as read so far, replayed call by call (from the first
    /// call, once the dealer is known).
    replay: Option<AuctionState>,
}

impl AuctionReader {
    /// At the first call or mark: the dealer is the seat whose turn it is.
    fn start(&mut self) {
        if !self.started {
            self.started = true;
            self.auction.dealer = self.next;
        }
    }

    /// A `^I` (the next call is insufficient) or `^S` (a player skipped) on
    /// line `number`.
    fn mark(&mut self, letter: char, number: usize) -> Result<(), RecordError> {
        self.start();
        self.mark_line = number;
        if letter == 'I' {
            self.insufficient = true;
        } else {
            if self.insufficient {
                // `^I ^S 1C`: the insufficient mark belongs to the call after the skip.
                return Err(RecordError::new(AUCTION, "record-auction-dangling-mark")
                    .arg("mark", "^I")
                    .at_line(number));
            }
            self.skipped += 1;
            self.next = self.next.next();
        }
        Ok(())
    }

    /// `AP` on line `number`: the passes that close the auction.
    fn all_pass(&mut self, number: usize) -> Result<(), RecordError> {
        if self.insufficient || self.skipped > 0 {
            return Err(dangling(self.insufficient, self.mark_line));
        }
        self.start();
        // All pass: as many passes as close the auction, each
        // by the player whose turn it is (after a reversion under
        // Law 17D3 that is the player who lost his turn). Passes
        // in rotation close it within four.
        let state = self.replay.get_or_insert_with(|| AuctionState::start(self.auction.dealer));
        while !state.is_closed() {
            let entry = AuctionCall::new(state.turn, Call::Pass);
            self.next = match state.apply(self.auction.calls.len(), &entry, false) {
                Some(reversion) => reversion.to,
                None => entry.seat.next(),
            };
            self.auction.calls.push(entry);
            self.lines.push(number);
        }
        Ok(())
    }

    /// A call written `word` on line `number`, with the marks before it.
    fn call(&mut self, word: &str, number: usize) -> Result<(), RecordError> {
        let bad =
            |token: &str| RecordError::new(AUCTION, "record-auction-bad-token").arg("token", token).at_line(number);
        let call = word.parse::<Call>().map_err(|_| bad(word))?;
        self.start();
        let mut entry = AuctionCall::new(self.next, call);
        entry.irregularity = Irregularity::from_flags(self.insufficient, self.skipped > 0);
        // PBN has no way to write a step back in rotation; when
        // three passes revert the auction to a player who lost
        // his turn (Law 17D3), the next call read is his, as
        // `auction_to_pbn_section` writes it.
        let state = self.replay.get_or_insert_with(|| AuctionState::start(self.auction.dealer));
        self.next = match state.apply(self.auction.calls.len(), &entry, false) {
            Some(reversion) => reversion.to,
            None => self.next.next(),
        };
        self.auction.calls.push(entry);
        self.lines.push(number);
        self.insufficient = false;
        self.skipped = 0;
        Ok(())
    }
}

/// Reads an auction section (comments already blanked): `first` is the
/// seat of the first column, `first_line` the line of the section's first
/// line. Returns the auction, not yet checked, and the line of each call.
fn read_auction(
    first: Seat,
    text: &str,
    first_line: usize,
    notes: &[(u32, &str)],
) -> Result<(Auction, Vec<usize>), RecordError> {
    // Room for every call the text could hold (a call and a space are two
    // characters at least), up to the longest record read: the calls are
    // not moved as they come (issue 18).
    let room = (text.len() / 2 + 1).min(crate::auction::MAX_CALLS + 1);
    let mut auction = Auction::new(first);
    auction.calls.reserve(room);
    let mut reader = AuctionReader {
        auction,
        lines: Vec::with_capacity(room),
        next: first,
        started: false,
        insufficient: false,
        skipped: 0,
        mark_line: first_line,
        replay: None,
    };
    // One list of tokens for every line.
    let mut tokens = Vec::new();
    'lines: for (offset, line_text) in text.lines().enumerate() {
        let number = first_line + offset;
        auction_tokens(line_text, number, &mut tokens)?;
        for token in tokens.drain(..) {
            match token {
                AuctionToken::End => break 'lines,
                AuctionToken::Dash if reader.started => {
                    return Err(RecordError::new(AUCTION, "record-auction-misplaced-dash").at_line(number));
                }
                AuctionToken::Dash => {
                    reader.next = reader.next.next();
                    reader.auction.dealer = reader.next;
                }
                AuctionToken::Mark(letter @ ('R' | 'L')) => {
                    return Err(RecordError::new(AUCTION, "record-auction-play-mark")
                        .arg("mark", format!("^{letter}"))
                        .at_line(number));
                }
                AuctionToken::Mark(letter) => reader.mark(letter, number)?,
                AuctionToken::Word(word) if word.eq_ignore_ascii_case("AP") => reader.all_pass(number)?,
                AuctionToken::Word(word) => reader.call(word, number)?,
                AuctionToken::Suffix(suffix) => {
                    if suffix == "!"
                        && let Some(last) = reader.auction.calls.last_mut()
                    {
                        last.alerted = true;
                    }
                }
                AuctionToken::Note(n) => {
                    if let (Some(last), Some(text)) = (reader.auction.calls.last_mut(), note_text(notes, n))
                        && !text.is_empty()
                    {
                        last.explanation = Some(text.to_owned());
                    }
                }
                AuctionToken::Nag => {}
            }
        }
    }
    if reader.insufficient || reader.skipped > 0 {
        return Err(dangling(reader.insufficient, reader.mark_line));
    }
    Ok((reader.auction, reader.lines))
}

/// The error for a `^I` or `^S` that no call follows.
fn dangling(insufficient: bool, line: usize) -> RecordError {
    RecordError::new(AUCTION, "record-auction-dangling-mark")
        .arg("mark", if insufficient { "^I" } else { "^S" })
        .at_line(line)
}

/// The auction as a PBN 2.1 auction section: the `Auction` tag (the
/// dealer), the calls four to a line with `^S` for each player skipped
/// by a call out of rotation, `^I` before a bid marked insufficient,
/// `!` after an alerted call and `=n=` after an explained one, `+` when
/// the auction has not closed, then the `Note` tags. A withdrawn call
/// cannot be written in PBN: it is written as a comment
/// (`{withdrawn: E 1D}`), so reading the text back leaves it out.
pub fn auction_to_pbn_section(auction: &Auction) -> String {
    let mut out = format!("[Auction \"{}\"]\n", auction.dealer);
    let mut notes: Vec<&str> = Vec::new();
    let mut line: Vec<String> = Vec::new();
    let mut columns = 0;
    for (index, call) in auction.calls.iter().enumerate() {
        if call.withdrawn {
            line.push(format!("{{withdrawn: {} {}}}", call.seat, call.call));
            continue;
        }
        if call.irregularity.is_some_and(Irregularity::is_out_of_rotation) {
            let turn = auction.state_before(index).turn;
            let skipped = (call.seat.index() + 4 - turn.index()) % 4;
            for _ in 0..skipped {
                line.push("^S".to_owned());
                columns += 1;
                if columns % 4 == 0 {
                    out.push_str(&line.join(" "));
                    out.push('\n');
                    line.clear();
                }
            }
        }
        let mut token = String::new();
        if call.irregularity.is_some_and(Irregularity::is_insufficient) {
            token.push_str("^I ");
        }
        token.push_str(&call.call.to_string());
        if call.alerted {
            token.push_str(" !");
        }
        if let Some(text) = &call.explanation {
            let number = match notes.iter().position(|n| *n == text.as_str()) {
                Some(i) => i + 1,
                None => {
                    notes.push(text);
                    notes.len()
                }
            };
            token.push_str(&format!(" ={number}="));
        }
        line.push(token);
        columns += 1;
        if columns % 4 == 0 {
            out.push_str(&line.join(" "));
            out.push('\n');
            line.clear();
        }
    }
    if !auction.is_closed() {
        line.push("+".to_owned());
    }
    if !line.is_empty() {
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    for (i, text) in notes.iter().enumerate() {
        let escaped: String = text
            .chars()
            .flat_map(|c| match c {
                '"' => vec!['\\', '"'],
                '\\' => vec!['\\', '\\'],
                c if c.is_control() => vec![' '],
                c => vec![c],
            })
            .collect();
        out.push_str(&format!("[Note \"{}:{}\"]\n", i + 1, escaped));
    }
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// PBN 2.1 §3.4.15: while the play goes on (`+`), the Result counts the
    /// tricks played so far; it is not the board's result.
    #[test]
    fn a_result_beside_a_play_that_goes_on_is_not_read_as_final() {
        let text = "[Board \"1\"]\n[Dealer \"N\"]\n[Declarer \"S\"]\n[Contract \"5H\"]\n[Result \"0\"]\n[Play \"W\"]\nDQ D3 D4 D2\n+\n";
        let game = parse_pbn_board(text, None).unwrap();
        assert_eq!(game.result, None);
        let finished = text.replace("+\n", "*\n");
        assert_eq!(parse_pbn_board(&finished, None).unwrap().result, Some(0));
    }

    /// An open and a closed room's games of one board: the board number
    /// alone does not say which (a records probe got the first silently).
    #[test]
    fn a_board_played_at_two_tables_is_not_guessed() {
        let text =
            "[Board \"1\"]\n[Room \"Open\"]\n[Dealer \"N\"]\n\n[Board \"1\"]\n[Room \"Closed\"]\n[Dealer \"N\"]\n";
        let error = parse_pbn_board(text, Some(1)).unwrap_err();
        assert_eq!((error.field.as_str(), error.message_id), ("Board", "record-board-twice"));
        assert!(parse_pbn_board(text, None).is_ok(), "without a board number, the first game is read");
    }

    /// PBN 2.1 §3.4.15: a side's tricks, both sides', or a `^` result that
    /// differs from the play are valid Result values (a records probe had
    /// them refused).
    #[test]
    fn a_result_may_name_a_side_or_differ_from_the_play() {
        let north = Some(Seat::N);
        assert_eq!(declarers_tricks("9", north), Some(9));
        assert_eq!(declarers_tricks("^9", north), Some(9));
        assert_eq!(declarers_tricks("NS 9", north), Some(9));
        assert_eq!(declarers_tricks("EW 4", north), Some(9));
        assert_eq!(declarers_tricks("NS 9 EW 4", north), Some(9));
        assert_eq!(declarers_tricks("NS 9", Some(Seat::E)), Some(4));
        assert_eq!(declarers_tricks("NS 9 EW 5", north), None, "the sides' tricks add up to 13");
        assert_eq!(declarers_tricks("NS 9 NS 4", north), None);
        assert_eq!(declarers_tricks("NS 9", None), None, "a side's tricks need declarer");
        assert_eq!(declarers_tricks("14", north), None);
        assert_eq!(declarers_tricks("XY 3", north), None);
    }
    use crate::card::{Contract, Doubling, Strain};
    use crate::play::{reconstruct_tricks, tricks_won};
    use proptest::prelude::*;

    #[test]
    fn boards_with_no_empty_line_between_them_are_refused_by_line() {
        let merged = "[Board \"1\"]\n[Deal \"N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\"]\n\
                      [Board \"2\"]\n[Deal \"N:T98.765.432.AKQJ AKQJ.T98.765.432 432.AKQJ.T98.765 765.432.AKQJ.T98\"]\n";
        let error = parse_pbn(merged).unwrap_err();
        assert_eq!((error.message_id, error.line), ("record-games-not-separated", Some(3)));
        assert_eq!(error.arg_value("tag"), Some("Board"));
        assert!(parse_pbn_board(merged, Some(2)).is_err());
        // Apart, they are two games; a tag repeated with the same value is
        // one game's.
        let apart = merged.replace("[Board \"2\"]", "\n[Board \"2\"]");
        assert_eq!(parse_pbn(&apart).map(|g| g.len()).ok(), Some(2));
        let repeated = "[Board \"7\"]\n[Board \"7\"]\n";
        assert_eq!(parse_pbn(repeated).map(|g| g.len()).ok(), Some(1));
    }

    /// A deal made so that every kind of trick occurs: North holds the top
    /// spades and hearts, East the top diamonds, West the top clubs. North
    /// plays 2S; East leads.
    const FULL_PLAY: &str = r#"% PBN 2.1
% EXPORT
[Event "Hand-made"]
[Board "3"]
[Dealer "S"]
[Vulnerable "EW"]
[Deal "N:AKQJ.AKQ.5432.32 T987.JT9.AKQ.654 6543.876.JT9.987 2.5432.876.AKQJT"]
[Declarer "N"]
[Contract "2S"]
[Result "7"]
[Auction "S"]
Pass Pass 1S Pass
2S Pass Pass Pass
[Play "E"]
DA D9 D6 D2
DK DT D7 D3
DQ DJ D8 D4
C4 C7 CA C2
C5 C8 CK C3
C6 C9 CQ SJ
S7 S3 S2 SA
S8 S4 H2 SK
S9 S5 H3 SQ
H9 H6 H4 HA
HT H7 H5 HK
HJ H8 CJ HQ
ST S6 CT D5
"#;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn a_full_play_rebuilds_trick_by_trick() {
        let game = parse_pbn_board(FULL_PLAY, None).unwrap();
        assert_eq!(game.board, Some(3));
        assert_eq!(game.dealer, Some(Seat::S));
        assert_eq!(game.vulnerable, Some(Vulnerability::EW));
        assert_eq!(game.declarer, Some(Seat::N));
        assert_eq!(game.result, Some(7));
        assert_eq!(
            game.contract,
            Some(FinalContract::Contract(Contract { level: 2, strain: Strain::Spades, doubled: Doubling::Undoubled }))
        );
        assert_eq!(game.tag("Event"), Some("Hand-made"));
        let play = game.play.as_ref().unwrap();
        assert_eq!(play.opening_leader, Seat::E);
        assert_eq!(play.rows.len(), 13);
        // Rows are stored by seat: the first row's East card is the DA.
        assert_eq!(play.rows[0][Seat::E.index()], Some(card("DA")));
        assert_eq!(play.rows[0][Seat::N.index()], Some(card("D2")));
        assert_eq!(play.line_of_row[0], 15);

        let tricks = reconstruct_tricks(game.deal.as_ref(), Strain::Spades, play).unwrap();
        use Seat::{E, N, W};
        let winners: Vec<Seat> = tricks.iter().map(|t| t.winner.unwrap()).collect();
        assert_eq!(winners, [E, E, E, W, W, N, N, N, N, N, N, N, E]);
        let leaders: Vec<Seat> = tricks.iter().map(|t| t.leader).collect();
        assert_eq!(leaders, [E, E, E, E, W, W, N, N, N, N, N, N, N]);
        // Trick 6: West leads the CQ, North ruffs with the SJ.
        assert_eq!(tricks[5].cards[..], [(W, card("CQ")), (N, card("SJ")), (E, card("C6")), (Seat::S, card("C9")),]);
        // Trick 13: East's ST beats South's S6; the D5 led is lost.
        assert_eq!(tricks[12].card_of(N), Some(card("D5")));
        assert_eq!(tricks_won(&tricks), (7, 6));
    }

    #[test]
    fn crlf_comments_escapes_and_several_games() {
        let text = "%PBN 2.1\r\n\
            %Creator: hand\r\n\
            \r\n\
            [Event \"Club night\"] { a comment\r\n\
            \r\n\
            with an empty line and a \"quote\" and a [bracket] }\r\n\
            [Board \"1\"] ; a comment to the end of the line [Board \"99\"]\r\n\
            [Dealer \"N\"]\r\n\
            [Note \"1:a value with {braces}; a semicolon and \\\"quotes\\\"\"]\r\n\
            \r\n\
            \r\n\
            [Board \"2\"]\r\n\
            [Dealer \"E\"]\r\n\
            \t \r\n\
            [Board \"3\"]\r\n\
            [Dealer \"s\"]\r\n";
        let games = parse_pbn(text).unwrap();
        assert_eq!(games.len(), 3);
        assert_eq!(games[0].board, Some(1));
        assert_eq!(games[0].line, 4);
        assert_eq!(games[0].tag("Note"), Some("1:a value with {braces}; a semicolon and \"quotes\""));
        assert_eq!(games[1].dealer, Some(Seat::E));
        assert_eq!(games[2].dealer, Some(Seat::S));

        assert_eq!(parse_pbn_board(text, Some(2)).unwrap().line, 12);
        assert_eq!(parse_pbn_board(text, None).unwrap().board, Some(1));
        let missing = parse_pbn_board(text, Some(9)).unwrap_err();
        assert_eq!(missing.field, "Board");
        assert_eq!(missing.message_id, "record-board-not-found");
        assert_eq!(missing.arg_value("board"), Some("9"));
    }

    #[test]
    fn a_claim_ends_the_play() {
        // Board 1 of the 2012 World Championship final, closed room
        // (rpbridge.net): North claims during trick 9, before West plays.
        // Rows 5 to 9 are written from another seat than the columns say.
        let text = r#"[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "W:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4"]
[Declarer "N"]
[Contract "4SX"]
[Result "10"]
[Play "E"]
CA C4 C9 C8
HK HT HA H4
H3 S2 HQ H2
S9 S5 C3 SA
DQ D7 D2 D6
S3 SK S7 C7
CT CQ CK SJ
D8 S4 D5 D3
- S6 ST SQ
*
[Note "1:this tag comes after the end of the play"]
"#;
        let game = parse_pbn_board(text, Some(1)).unwrap();
        let play = game.play.as_ref().unwrap();
        assert_eq!(play.rows.len(), 9);
        let tricks = reconstruct_tricks(game.deal.as_ref(), Strain::Spades, play).unwrap();
        assert_eq!(tricks.len(), 9);
        let last = &tricks[8];
        assert_eq!(last.leader, Seat::N);
        assert_eq!(last.winner, None);
        assert_eq!(last.cards[..], [(Seat::N, card("S6")), (Seat::E, card("ST")), (Seat::S, card("SQ"))]);
        assert_eq!(tricks_won(&tricks), (5, 3));
    }

    #[test]
    fn play_tokens_that_are_not_cards_are_skipped() {
        let text = r#"[Deal "N:AKQJ.AKQ.5432.32 T987.JT9.AKQ.654 6543.876.JT9.987 2.5432.876.AKQJT"]
[Contract "2S"]
[Play "E"]
da =1= d9! d6 $3 D2
DK? D10 ^R D7 D3
DQ -- -- --
+
C4 C7 CA C2
"#;
        let game = parse_pbn_board(text, None).unwrap();
        let play = game.play.unwrap();
        assert_eq!(play.rows.len(), 3);
        assert_eq!(play.rows[1][Seat::S.index()], Some(card("DT")));
        assert_eq!(play.rows[2], [None, Some(card("DQ")), None, None]);
        assert_eq!(play.line_of_row, vec![4, 5, 6]);
    }

    #[test]
    fn a_play_section_with_only_the_lead_is_completed() {
        let game = parse_pbn_board("[Play \"S\"]\nHQ\n", None).unwrap();
        let play = game.play.unwrap();
        assert_eq!(play.opening_leader, Seat::S);
        assert_eq!(play.rows, vec![[None, None, Some(card("HQ")), None]]);
        let empty = parse_pbn_board("[Play \"\"]\n[Board \"1\"]", None).unwrap();
        assert_eq!(empty.play, None);
        let error = parse_pbn_board("[Play \"\"]\nHQ\n", None).unwrap_err();
        assert_eq!(error.message_id, "record-play-no-leader");
    }

    #[test]
    fn tag_values_are_inherited() {
        let text = r###"[Event "##Club night"]
[Site "Paris"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.5432.32 T987.JT9.AKQ.654 6543.876.JT9.987 2.5432.876.AKQJT"]
[Contract "3NT"]

[Site "#"]
[West "Second table"]
[Contract "4S"]

[Event "Club night, second session"]
[Board "2"]
[Dealer "E"]

[Board "3"]
[Site "#"]
"###;
        let games = parse_pbn(text).unwrap();
        assert_eq!(games.len(), 4);
        assert_eq!(games[0].tag("Event"), Some("Club night"));
        // The second game copies Site, keeps the ## Event and shares the deal.
        assert_eq!(games[1].tag("Site"), Some("Paris"));
        assert_eq!(games[1].tag("Event"), Some("Club night"));
        assert_eq!(games[1].board, Some(1));
        assert_eq!(games[1].dealer, Some(Seat::N));
        assert_eq!(games[1].vulnerable, Some(Vulnerability::None));
        assert_eq!(games[1].deal, games[0].deal);
        assert_eq!(games[1].contract.unwrap().to_string(), "4S");
        // A new board does not share the deal; a plain value replaces ##.
        assert_eq!(games[2].deal, None);
        assert_eq!(games[3].tag("Event"), Some("Club night, second session"));
        assert_eq!(games[3].tag("Site"), Some("Paris"));
        // "##" alone does not crash and means an empty value.
        let games = parse_pbn("[Event \"##\"]\n\n[Board \"2\"]").unwrap();
        assert_eq!(games[1].tag("Event"), Some(""));
    }

    #[test]
    fn unknown_values_are_none() {
        let text = r#"[Board "4-1"]
[Dealer "?"]
[Vulnerable ""]
[Deal ""]
[Declarer "^S"]
[Contract "?"]
[Result ""]
"#;
        let game = parse_pbn_board(text, None).unwrap();
        assert_eq!(game.board, None);
        assert_eq!(game.tag("Board"), Some("4-1"));
        assert_eq!(game.dealer, None);
        assert_eq!(game.vulnerable, None);
        assert_eq!(game.deal, None);
        assert_eq!(game.declarer, Some(Seat::S));
        assert_eq!(game.contract, None);
        assert_eq!(game.result, None);
        let passed = parse_pbn_board("[Contract \"Pass\"]", None).unwrap();
        assert_eq!(passed.contract, Some(FinalContract::PassedOut));
    }

    #[test]
    fn the_auction_is_kept_as_written() {
        let text =
            "[Board \"1\"]\n[Auction \"N\"] { first }\n1D =1= Pass\n{ inside }\nAP ; done\n[Note \"1:natural\"]\n";
        let game = parse_pbn_board(text, None).unwrap();
        assert_eq!(game.auction_line, Some(2));
        assert_eq!(game.tag("Auction"), Some("N"));
        let auction = game.auction_text.unwrap();
        let lines: Vec<&str> = auction.lines().map(str::trim).collect();
        assert_eq!(lines, ["", "1D =1= Pass", "", "AP"]);
    }

    #[test]
    fn rows_written_from_another_seat_are_read_by_the_holder() {
        // The second row starts with South although the columns are E S W N
        // (rpbridge.net writes some tricks this way).
        let text = r#"[Deal "N:AKQJ.AKQ.5432.32 T987.JT9.AKQ.654 6543.876.JT9.987 2.5432.876.AKQJT"]
[Contract "2S"]
[Play "E"]
DA D9 D6 D2
DT D7 D3 DK
"#;
        let game = parse_pbn_board(text, None).unwrap();
        let play = game.play.as_ref().unwrap();
        assert_eq!(play.rows[1][Seat::E.index()], Some(card("DK")));
        let tricks = reconstruct_tricks(game.deal.as_ref(), Strain::Spades, play).unwrap();
        assert_eq!(tricks[1].winner, Some(Seat::E));
        // A single card in the wrong column is not moved: it is an error.
        let wrong = r#"[Deal "N:AKQJ.AKQ.5432.32 T987.JT9.AKQ.654 6543.876.JT9.987 2.5432.876.AKQJT"]
[Contract "2S"]
[Play "E"]
DA D9 D6 D2
DK DT D3 D7
"#;
        let game = parse_pbn_board(wrong, None).unwrap();
        let error = reconstruct_tricks(game.deal.as_ref(), Strain::Spades, game.play.as_ref().unwrap()).unwrap_err();
        assert_eq!(error.message_id, "record-card-in-other-hand");
        assert_eq!(error.line, Some(5));
        assert_eq!(error.arg_value("card"), Some("D3"));
    }

    #[test]
    fn a_comment_missing_its_brace_does_not_hide_tags() {
        let text = "[Board \"1\"]\n{Feasability: 5 6 7\n[Contract \"2S\"]\n{closed}\n[Declarer \"E\"]\n";
        let game = parse_pbn_board(text, None).unwrap();
        assert_eq!(game.contract.unwrap().to_string(), "2S");
        assert_eq!(game.declarer, Some(Seat::E));
    }

    #[test]
    fn nested_braces_stay_inside_the_comment() {
        let text = "[Board \"1\"]\n{ a {nested} comment\n[not a tag] }\n[Dealer \"W\"]\n";
        let game = parse_pbn_board(text, None).unwrap();
        assert_eq!(game.dealer, Some(Seat::W));
        assert_eq!(game.tags.len(), 2);
    }

    #[test]
    fn errors_name_the_tag_and_the_line() {
        let cases: &[(&str, &str, &str, Option<usize>)] = &[
            (
                "[Board \"1\"]\n[Deal \"N:AKQJ.AKQ.5432.32 T987.JT9.AKQ.654 6543.876.JT9.987 A.5432.876.KQJT9\"]",
                "Deal",
                "record-duplicate-card",
                Some(2),
            ),
            ("[Board \"1\"]\n\n[Contract \"8S\"]", "Contract", "record-bad-contract", Some(3)),
            ("[Dealer \"North\"]", "Dealer", "record-bad-seat", Some(1)),
            ("[Vulnerable \"Some\"]", "Vulnerable", "record-bad-vulnerability", Some(1)),
            ("[Result \"14\"]", "Result", "record-bad-result", Some(1)),
            ("[Play \"W\"]\nSA SZ", "Play", "record-bad-card", Some(2)),
            ("[Board \"1\"]\n{ never closed\n", "PBN", "record-unterminated-comment", Some(2)),
            ("[Board \"1\"]\n\nSA SK\n[Board \"2\"]", "PBN", "record-stray-text", Some(3)),
            ("[Board 1]", "PBN", "record-bad-tag", Some(1)),
            // A string opened where a section's token starts must close on
            // its line; a quote inside a word opens nothing.
            (
                "[Board \"1\"]\n[Note \"1:x\"]\nab\"c d\n\"open\n[Deal \"\"]",
                "PBN",
                "record-unterminated-string",
                Some(4),
            ),
            ("[Board \"1\"]\n[Note \"1:x\"]\n\"closed\"\"open\n", "PBN", "record-unterminated-string", Some(3)),
            ("[Event \"open", "PBN", "record-bad-tag", Some(1)),
            ("", "PBN", "record-no-game", None),
            ("% only a header\n{ and a comment }\n", "PBN", "record-no-game", None),
        ];
        for (text, field, id, line) in cases {
            let error = parse_pbn(text).unwrap_err();
            assert_eq!((error.field.as_str(), error.message_id, error.line), (*field, *id, *line), "{text}");
            let rendered = error.localized();
            assert_ne!(rendered.fr, *id, "{id} has no French text");
            assert_ne!(rendered.en, *id, "{id} has no English text");
        }
    }

    #[test]
    fn a_section_skipped_stops_at_the_next_tag_outside_its_strings() {
        // A `[` inside a quoted string of a section is text; one inside a
        // word starts the next tag, as the word ends there.
        let text = "[Board \"1\"]\n[Note \"1:x\"]\n\"a [Board \\\"9\\\"]\" ab\"c\n[Dealer \"S\"]x[Contract \"3NT\"]\n";
        let game = parse_pbn_board(text, None).unwrap();
        assert_eq!(game.board, Some(1));
        assert_eq!(game.dealer, Some(Seat::S));
        assert_eq!(game.contract, Some("3NT".parse().unwrap()));
    }

    /// A game as a RealBridge export writes it (2021, board 20): tags, an
    /// auction with notes, 13 tricks.
    const REALBRIDGE_GAME: &str = "[Event \"2021 Online Qual: Open R2\"]\n\
[Board \"20\"]\n\
[West \"Bart Nab#24566\"]\n\
[North \"Paulo Dias#188760\"]\n\
[East \"Bob Drijver#28056\"]\n\
[South \"Antonio Palma#38069\"]\n\
[Dealer \"W\"]\n\
[Vulnerable \"All\"]\n\
[Deal \"N:983.T73.KQ832.93 AJ42.J.96.JT7654 KQ5.AQ654.AT.AK8 T76.K982.J754.Q2\"]\n\
[Declarer \"N\"]\n\
[Contract \"4H\"]\n\
[Result \"10\"]\n\
[Auction \"W\"]\n\
Pass Pass Pass 2C =1=\n\
Pass 2H =2= Pass 2NT =3=\n\
Pass 3C =4= Pass 3NT =5=\n\
Pass 4D =6= Pass 4H\n\
Pass Pass Pass\n\
[Note \"1:  * 22-23 bal or GF [0:06]\"]\n\
[Note \"2: 0-6\"]\n\
[Note \"3:  * 22-23 bal [0:06]\"]\n\
[Note \"4: muppet st\"]\n\
[Note \"5: 5 hearts [0:04]\"]\n\
[Note \"6: retransf\"]\n\
[Play \"E\"]\n\
C4 CA C2 C3\n\
HJ HA H2 H3\n\
C5 H4 H8 HT\n\
CJ CK CQ C9\n\
CT C8 H9 D2\n\
C7 H5 HK H7\n\
S2 SK ST S8\n\
S4 HQ S7 S3\n\
SJ H6 S6 S9\n\
D6 DA D4 D3\n\
D9 DT D5 DK\n\
C6 S5 D7 DQ\n\
SA SQ DJ D8\n\
[Score \"NS 620\"]\n";

    #[test]
    fn a_record_read_straight_from_the_text_is_the_record_of_its_game() {
        let two_tables = "[Board \"1\"]\n[Dealer \"N\"]\n\n[Board \"1\"]\n[Dealer \"N\"]\n";
        let cases: &[(&str, Option<u32>)] = &[
            (REALBRIDGE_GAME, None),
            (REALBRIDGE_GAME, Some(20)),
            (REALBRIDGE_GAME, Some(3)),
            (two_tables, Some(1)),
            ("", None),
            ("[Board \"1\"]\n[Contract \"8S\"]", None),
            // A declarer swapped with dummy (`^N`) and a contract that lost
            // its double: what the record takes from the auction.
            ("[Dealer \"N\"]\n[Declarer \"^N\"]\n[Contract \"1S\"]\n[Auction \"N\"]\nPass 1S X Pass\nPass Pass", None),
            ("[Dealer \"E\"]\n[Auction \"N\"]\n1S Pass Pass Pass", None),
        ];
        for &(text, board) in cases {
            let straight = parse_pbn_record(text, board);
            let through_the_game = parse_pbn_board(text, board).and_then(|game| DealRecord::from_pbn(&game));
            assert_eq!(straight, through_the_game, "{text} {board:?}");
        }
    }

    #[test]
    fn a_file_with_nothing_to_clean_reads_as_one_with_a_comment() {
        // A file without comments is read as it is; one line comment sent
        // it through the cleaning: the same games, lines included.
        for text in [REALBRIDGE_GAME, "[Board \"1\"]\n[Note \"{not a comment}\"]\n\n[Board \"#\"]\n"] {
            let plain = parse_pbn(text).unwrap();
            let commented = parse_pbn(&format!("{}\n; a comment\n", text.trim_end())).unwrap();
            assert_eq!(plain, commented);
        }
    }

    /// The shortcuts of issue 18 find what the searches they replace find:
    /// a tag read by name in one pass is the game's first of that name, and
    /// a line counted on from an earlier one is the line searched for.
    #[test]
    fn tags_read_in_one_pass_and_lines_counted_on_are_those_searched() {
        let text = format!("{REALBRIDGE_GAME}\n[Board \"2\"]\n[Deal \"#\"]\n[Play \"N\"]\n[Play \"E\"]\n");
        let clean = CleanText::new(&text).unwrap();
        for game in resolve(lex_games(&clean).unwrap()) {
            let read = ReadTags::of(&game);
            for name in ["Board", "Dealer", "Vulnerable", "Deal", "Contract", "Declarer", "Play", "Result", "Auction"] {
                assert_eq!(read.first(name).map(|t| t.line), game.first(name).map(|t| t.line), "{name}");
            }
            assert!(read.first("Event").is_none(), "only the names build_source reads");
        }
        let cursor = clean.cursor(0, text.len());
        let mut line = 1;
        for pos in 0..text.len() {
            line = cursor.line_from(line, pos);
            assert_eq!(line, cursor.line_at(pos), "at {pos}");
        }
    }

    #[test]
    fn a_bad_game_does_not_prevent_reading_another_board() {
        let text = "[Board \"1\"]\n[Contract \"9Z\"]\n\n[Board \"2\"]\n[Contract \"3NT\"]\n";
        assert!(parse_pbn(text).is_err());
        assert!(parse_pbn_board(text, Some(1)).is_err());
        let game = parse_pbn_board(text, Some(2)).unwrap();
        assert_eq!(game.contract.unwrap().to_string(), "3NT");
    }

    fn calls_of(auction: &Auction) -> Vec<String> {
        auction.calls.iter().map(|c| format!("{} {}", c.seat, c.call)).collect()
    }

    #[test]
    fn the_irregularity_examples_of_the_spec_read_as_it_says() {
        use crate::auction::Irregularity::{Insufficient, InsufficientOutOfRotation, OutOfRotation};
        // PBN 2.1 §3.9, West dealer.
        let a = parse_auction_calls(Seat::W, "1D  ^I 1C").unwrap();
        assert_eq!(calls_of(&a), ["W 1D", "N 1C"]);
        assert_eq!(a.calls[1].irregularity, Some(Insufficient));
        let a = parse_auction_calls(Seat::W, "^S  1D").unwrap();
        assert_eq!(a.dealer, Seat::W);
        assert_eq!(calls_of(&a), ["N 1D"]);
        assert_eq!(a.calls[0].irregularity, Some(OutOfRotation));
        assert_eq!(a.next_seat(), Seat::E);
        let a = parse_auction_calls(Seat::W, "1D  ^S  2D").unwrap();
        assert_eq!(calls_of(&a), ["W 1D", "E 2D"]);
        assert_eq!(a.calls[1].irregularity, Some(OutOfRotation));
        let a = parse_auction_calls(Seat::W, "1D  ^S  ^I 1C").unwrap();
        assert_eq!(calls_of(&a), ["W 1D", "E 1C"]);
        assert_eq!(a.calls[1].irregularity, Some(InsufficientOutOfRotation));
        let a = parse_auction_calls(Seat::W, "1D  ^S  ^S  2D").unwrap();
        assert_eq!(calls_of(&a), ["W 1D", "S 2D"]);
        let a = parse_auction_calls(Seat::W, "1D  ^S  ^S  ^I 1C Pass").unwrap();
        assert_eq!(calls_of(&a), ["W 1D", "S 1C", "W Pass"]);
        assert_eq!(a.calls[1].irregularity, Some(InsufficientOutOfRotation));
        // An insufficient bid without the mark is held too.
        let a = parse_auction_calls(Seat::W, "1D 1C").unwrap();
        assert_eq!(a.calls[1].irregularity, None);
        assert_eq!(a.highest_bid().map(|b| b.2.to_string()).as_deref(), Some("1C"));
    }

    #[test]
    fn calls_alerts_all_pass_and_endings() {
        let a = parse_auction_calls(Seat::N, "1nt! pass 2C !\tPASS\n2d !! x xx ?! AP").unwrap();
        assert_eq!(
            calls_of(&a),
            ["N 1NT", "E Pass", "S 2C", "W Pass", "N 2D", "E X", "S XX", "W Pass", "N Pass", "E Pass"]
        );
        let alerted: Vec<bool> = a.calls.iter().map(|c| c.alerted).collect();
        assert_eq!(alerted, [true, false, true, false, false, false, false, false, false, false]);
        assert_eq!(a.final_contract().unwrap().to_string(), "2DXX");
        assert_eq!(parse_auction_calls(Seat::E, "AP").unwrap().calls.len(), 4);
        // AP closes what is open, and nothing after a closed auction.
        assert_eq!(parse_auction_calls(Seat::E, "1C Pass Pass Pass AP").unwrap().calls.len(), 4);
        // `*` and `+` end the section; `$n` NAGs are skipped.
        let a = parse_auction_calls(Seat::S, "1H $1 Pass * 2H 3H").unwrap();
        assert_eq!(calls_of(&a), ["S 1H", "W Pass"]);
        assert_eq!(parse_auction_calls(Seat::S, "1H Pass + 2H").unwrap().calls.len(), 2);
        // Dashes stand for the turns before the dealer's.
        let a = parse_auction_calls(Seat::W, "-  -  1D Pass").unwrap();
        assert_eq!(a.dealer, Seat::E);
        assert_eq!(calls_of(&a), ["E 1D", "S Pass"]);
    }

    #[test]
    fn malformed_auction_sections_are_errors_at_their_line() {
        for (text, id, line) in [
            ("1D Pass\n2D foo", "record-auction-bad-token", 2),
            ("1D 3NT/4H", "record-auction-bad-token", 1),
            ("1D =x= Pass", "record-auction-bad-token", 1),
            ("1D !!! Pass", "record-auction-bad-token", 1),
            ("1D ^Q 1H", "record-auction-bad-token", 1),
            ("1D - Pass", "record-auction-misplaced-dash", 1),
            ("1D\n^R 1H", "record-auction-play-mark", 2),
            ("1D Pass\n^I", "record-auction-dangling-mark", 2),
            ("1D ^S", "record-auction-dangling-mark", 1),
            ("1D ^I ^S 1C", "record-auction-dangling-mark", 1),
            ("1D ^S AP", "record-auction-dangling-mark", 1),
            ("1D Pass Pass Pass\n1H", "record-auction-after-close", 2),
            ("Pass\nPass\nX", "record-auction-double-no-bid", 3),
            ("1D ^I 2C", "record-auction-not-insufficient", 1),
        ] {
            let error = parse_auction_calls(Seat::N, text).unwrap_err();
            assert_eq!((error.field.as_str(), error.message_id, error.line), ("Auction", id, Some(line)), "{text}");
        }
        let error = parse_auction_calls(Seat::N, "1D foo").unwrap_err();
        assert_eq!(error.arg_value("token"), Some("foo"));
    }

    #[test]
    fn the_auction_of_a_game_with_its_notes() {
        let text = "[Board \"4\"]\n[Dealer \"S\"]\n[Auction \"\"]\n1C =1= 2NT =2= ! Pass =7= 3NT\nAP\n\
                    [Note \"1:16+ {strong}\"]\n[Note \"2: both minors \"]\n[Play \"W\"]\nSA\n[Note \"7:not this one\"]\n";
        let game = parse_pbn_board(text, None).unwrap();
        let auction = parse_auction(&game).unwrap().unwrap();
        // No first caller in the tag: the dealer calls first.
        assert_eq!(auction.dealer, Seat::S);
        assert_eq!(auction.calls[0].explanation.as_deref(), Some("16+ {strong}"));
        assert_eq!(auction.calls[1].explanation.as_deref(), Some("both minors"));
        assert!(auction.calls[1].alerted);
        // Note 7 belongs to the play section.
        assert_eq!(auction.calls[2].explanation, None);
        assert_eq!(auction.final_contract().unwrap().to_string(), "3NT");
        assert_eq!(parse_auction(&parse_pbn_board("[Board \"1\"]", None).unwrap()).unwrap(), None);
        assert_eq!(parse_auction(&parse_pbn_board("[Dealer \"E\"]\n[Auction \"N\"]\n*", None).unwrap()).unwrap(), None);
        let error = parse_auction(&parse_pbn_board("[Auction \"\"]\n1C", None).unwrap()).unwrap_err();
        assert_eq!(error.message_id, "record-auction-no-first-caller");
        let error = parse_auction(&parse_pbn_board("[Auction \"North\"]\n1C", None).unwrap()).unwrap_err();
        assert_eq!(error.message_id, "record-auction-no-first-caller");
        assert_eq!(error.line, Some(1));
    }

    #[test]
    fn passes_left_out_before_the_opening_bid_are_restored() {
        // rpbridge.net, 2012 World Championship board 50, second table: East
        // deals, South opens; the archive starts the auction with South's 1D
        // under East's column.
        let text = r#"[Board "50"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "W:Q73.A732.Q954.J3 98542.KJT86.8.K8 JT6.Q54.J6.A7654 AK.9.AKT732.QT92"]
[Declarer "S"]
[Contract "2C"]
[Result "7"]
[Auction "E"]
1D Pass 1S Pass
2C AP
[Play "W"]
C3 C8 CA C2
"#;
        let game = parse_pbn_board(text, None).unwrap();
        let auction = parse_auction(&game).unwrap().unwrap();
        assert_eq!(calls_of(&auction)[..3], ["E Pass", "S 1D", "W Pass"]);
        assert_eq!(auction.declarer(), Some(Seat::S));
        // Without a Declarer tag or a play to prove it, the auction is left
        // as written.
        let game = parse_pbn_board(&text.replace("[Declarer \"S\"]\n", ""), None).unwrap();
        let auction = parse_auction(&game).unwrap().unwrap();
        assert_eq!(calls_of(&auction)[0], "E 1D");
        let game = parse_pbn_board(&text.replace("[Play \"W\"]\nC3 C8 CA C2\n", ""), None).unwrap();
        assert_eq!(calls_of(&parse_auction(&game).unwrap().unwrap())[0], "E 1D");
        let game = parse_pbn_board(&text.replace("[Play \"W\"]", "[Play \"N\"]"), None).unwrap();
        assert_eq!(calls_of(&parse_auction(&game).unwrap().unwrap())[0], "E 1D");
        // A declarer no number of passes explains is left to the record's check.
        let game = parse_pbn_board(&text.replace("[Contract \"2C\"]", "[Contract \"3C\"]"), None).unwrap();
        assert_eq!(calls_of(&parse_auction(&game).unwrap().unwrap())[0], "E 1D");
    }

    #[test]
    fn the_pbn_section_of_an_auction() {
        use crate::auction::{AuctionCall, Call};
        let mut a = parse_auction_calls(Seat::W, "1D ^S ^I 1C Pass").unwrap();
        a.calls[0].alerted = true;
        a.calls[0].explanation = Some("short \"diamonds\"".into());
        a.calls.push(AuctionCall { withdrawn: true, ..AuctionCall::new(Seat::S, Call::Pass) });
        let text = auction_to_pbn_section(&a);
        assert_eq!(
            text,
            "[Auction \"W\"]\n1D ! =1= ^S ^I 1C Pass\n{withdrawn: S Pass} +\n[Note \"1:short \\\"diamonds\\\"\"]\n"
        );
        let back = parse_auction(&parse_pbn_board(&text, None).unwrap()).unwrap().unwrap();
        a.calls.pop();
        assert_eq!(back, a);
    }

    /// Law 17D3: after three passes that cost East his turn, the next call
    /// read is East's (PBN cannot step back in rotation), and `AP` passes
    /// from him.
    #[test]
    fn a_reverted_auction_reads_on_from_the_player_who_lost_his_turn() {
        // North 1C, South passes at East's turn, West and North pass.
        let a = parse_auction_calls(Seat::N, "1C ^S Pass Pass Pass 1H AP").unwrap();
        let seats: Vec<String> = a.calls.iter().map(|c| format!("{} {}", c.seat, c.call)).collect();
        assert_eq!(seats, ["N 1C", "S Pass", "W Pass", "N Pass", "E 1H", "S Pass", "W Pass", "N Pass"]);
        assert_eq!(a.final_contract().map(|c| c.to_string()).as_deref(), Some("1H"));
        assert_eq!(a.declarer(), Some(Seat::E));
        let text = auction_to_pbn_section(&a);
        assert_eq!(parse_auction(&parse_pbn_board(&text, None).unwrap()).unwrap(), Some(a));
    }

    /// Explanations with the characters PBN must escape or could mistake
    /// for syntax.
    fn any_explanation() -> impl Strategy<Value = String> {
        "[A-Za-z0-9 ;{}\\[\\]\"\\\\!%=:+-]{0,30}"
            .prop_map(|s| s.trim().to_owned())
            .prop_filter("not empty", |s| !s.is_empty())
    }

    #[test]
    fn a_game_of_one_line_after_a_deal_inherited_with_a_hash() {
        // The reader borrows the values from the text: an inherited value
        // (`#`), one set for later games (`##`) and an escaped one are the
        // only values it owns, and each must read as before.
        let text = "[Event \"##Club \\\"Le Pic\\\"\"]\n[Board \"1\"]\n[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n\n[Board \"2\"]\n[Deal \"#\"]\n";
        let games = parse_pbn(text).unwrap();
        assert_eq!(games[0].tag("Event"), Some("Club \"Le Pic\""));
        assert_eq!(games[1].tag("Event"), Some("Club \"Le Pic\""));
        assert_eq!(games[1].deal, games[0].deal);
        assert_eq!(games[1].board, Some(2));
    }

    proptest! {
        #[test]
        fn a_record_read_straight_is_the_record_of_its_game_whatever_the_text(
            at in 0..REALBRIDGE_GAME.len(),
            cut in 0usize..12,
            inserted in "[\\[\\]\"{};%\\\\ \\n\\rA-Za-z0-9#^=*+!-]{0,3}",
        ) {
            // The RealBridge game with a few characters cut out somewhere and
            // others put in their place: whatever the damage, the two ways of
            // reading the record agree, error for error.
            let mut text: Vec<char> = REALBRIDGE_GAME.chars().collect();
            let at = at.min(text.len());
            text.splice(at..(at + cut).min(text.len()), inserted.chars());
            let text: String = text.into_iter().collect();
            for board in [None, Some(20)] {
                let through_the_game = parse_pbn_board(&text, board).and_then(|game| DealRecord::from_pbn(&game));
                prop_assert_eq!(parse_pbn_record(&text, board), through_the_game, "{}", text);
            }
        }

        #[test]
        fn lines_are_split_as_split_does(text in "[a\\r\\n ]{0,40}") {
            let ours: Vec<&str> = split_lines(&text).collect();
            let theirs: Vec<&str> = text.split('\n').collect();
            prop_assert_eq!(ours, theirs);
        }

        #[test]
        fn a_play_section_reads_the_same_wherever_its_lines_break(
            breaks in prop::collection::vec(prop::sample::select(vec![" ", "  ", "\n", " \u{a0}", "\t", "\u{b}"]), 52),
        ) {
            // The cards of the 13 tricks of the spec's Schiphol example, with
            // any white space between them (Unicode's too): the same rows.
            let cards = ["DT", "D3", "D4", "DA", "C4", "C2", "CA", "C5", "C3", "CK", "C8", "C6", "H7", "HQ", "H4", "HA",
                "S5", "SQ", "S3", "S2", "CT", "CJ", "D2", "C7", "H9", "HK", "H2", "H3", "S4", "SK", "S7", "S6", "H5",
                "HJ", "H6", "H8", "D5", "D6", "DK", "D7", "C9", "S8", "DQ", "DJ", "SA", "S9", "D8", "SJ", "HT", "ST",
                "D9", "CQ"];
            let mut section = String::new();
            for (card, space) in cards.iter().zip(&breaks) {
                section.push_str(card);
                section.push_str(space);
            }
            let text = |section: &str| format!("[Board \"1\"]\n[Play \"W\"]\n{section}\n");
            let spaced = parse_pbn_board(&text(&section), None).unwrap();
            let plain = parse_pbn_board(&text(&cards.join(" ")), None).unwrap();
            prop_assert_eq!(spaced.play.map(|p| p.rows), plain.play.map(|p| p.rows));
        }

        #[test]
        fn auctions_round_trip_through_pbn(
            a in crate::strategies::any_auction(true),
            texts in prop::collection::vec(any_explanation(), 40),
        ) {
            let mut a = a;
            for (call, text) in a.calls.iter_mut().zip(texts) {
                if call.explanation.is_some() {
                    call.explanation = Some(text);
                }
            }
            let section = auction_to_pbn_section(&a);
            let game = parse_pbn_board(&format!("[Board \"1\"]\n{section}"), None).unwrap();
            let back = parse_auction(&game).unwrap();
            // An auction with no call yet is no auction once written.
            let expected = if a.calls.is_empty() { None } else { Some(a) };
            prop_assert_eq!(back, expected, "{}", section);
        }
    }

    #[test]
    fn every_message_exists_in_both_languages() {
        let ids = [
            "record-duplicate-card",
            "record-card-twice-in-hand",
            "record-hand-size",
            "record-deal-syntax",
            "record-deal-hand-count",
            "record-deal-suit-count",
            "record-deal-bad-rank",
            "record-bad-card",
            "record-bad-seat",
            "record-bad-vulnerability",
            "record-bad-contract",
            "record-bad-result",
            "record-bad-tag",
            "record-unterminated-comment",
            "record-unterminated-string",
            "record-stray-text",
            "record-no-game",
            "record-board-not-found",
            "record-play-no-leader",
            "record-card-played-twice",
            "record-card-not-in-hand",
            "record-card-in-other-hand",
            "record-play-gap",
            "record-play-after-end",
        ];
        for id in ids {
            assert!(arbitre_core::text::exists(id), "{id} is missing from bridge-record.ftl");
        }
    }
}
