//! Runs every case of `crates/rules/tests/cases/` through HTTP (`POST /v1/rulings`).

#![allow(missing_docs)]

mod common;

#[path = "../../rules/tests/cases/check.rs"]
mod check;

#[tokio::test]
async fn every_case_of_the_corpus_holds_over_http() {
    let server = common::sqlite().await;
    let cases = check::load_cases();
    assert!(!cases.is_empty());
    for (file, case) in cases {
        let (status, body) = server.post("/v1/rulings", None, &case["request"]).await;
        let outcome = if status == 200 { Ok(body) } else { Err(body) };
        check::check(&file, &case["expect"], outcome);
    }
    server.close().await;
}
