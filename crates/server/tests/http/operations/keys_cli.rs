//! The operator's key commands: a key issued with its holder and expiry is
//! listed (never its secret), rotated (the new secret printed once) and
//! revoked.

use std::process::Command;

fn arbitre(database: &str, args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(args)
        .env("ARBITRE_DATABASE_URL", database)
        .env("ARBITRE_LOG", "warn")
        .output()
        .expect("arbitre runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).trim().to_owned(),
        String::from_utf8_lossy(&output.stderr).trim().to_owned(),
    )
}

#[test]
fn keys_are_issued_listed_rotated_and_revoked_from_the_command_line() {
    let folder = std::env::temp_dir().join(format!("arbitre-keys-{}", uuid::Uuid::now_v7()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let database = format!("sqlite://{}/arbitre.db", folder.display());

    let (ok, club, said) = arbitre(&database, &["club", "create", "Bridge Club de Lyon"]);
    assert!(ok);
    // It says which database it changed.
    assert_eq!(said, format!("database: {database}"));
    let (ok, secret, error) = arbitre(
        &database,
        &["key", "create", "--club", &club, "--label", "Anne Martin", "--expires", "2999-01-01T00:00:00Z"],
    );
    assert!(ok, "{error}");
    assert!(secret.starts_with("arb_"));
    let (ok, _, error) = arbitre(&database, &["key", "create", "--role", "admin", "--expires", "2001-01-01T00:00:00Z"]);
    assert!(!ok && error.contains("--expires must be in the future"), "{error}");

    let (ok, list, _) = arbitre(&database, &["key", "list"]);
    assert!(ok);
    let line: Vec<&str> = list.lines().next().expect("one key").split('\t').collect();
    // The holder's column is empty for a key issued without one.
    assert_eq!(&line[1..6], ["club", club.as_str(), "active", "2999-01-01T00:00:00+00:00", "Anne Martin"]);
    assert!(!list.contains(&secret));
    let id = line[0].to_owned();

    let (ok, new_secret, said) = arbitre(&database, &["key", "rotate", &id]);
    assert!(ok && new_secret.starts_with("arb_") && new_secret != secret, "{said}");
    let (ok, _, error) = arbitre(&database, &["key", "rotate", &id]);
    assert!(!ok && error.contains("was revoked"), "{error}");
    let (_, list, _) = arbitre(&database, &["key", "list", "--club", &club]);
    let states: Vec<&str> = list.lines().map(|l| l.split('\t').nth(3).unwrap_or_default()).collect();
    assert_eq!(states, ["revoked", "active"]);
    let new_id = list.lines().nth(1).and_then(|l| l.split('\t').next()).expect("the new key").to_owned();
    let (ok, _, _) = arbitre(&database, &["key", "revoke", &new_id]);
    assert!(ok);
    let (_, list, _) = arbitre(&database, &["key", "list"]);
    assert!(list.lines().all(|l| l.split('\t').nth(3) == Some("revoked")), "{list}");

    // A holder named: a director with his licence; checked as the API does.
    let create_held_by = |kind: &str, name: &str, licence: &str| {
        let args = [
            "key",
            "create",
            "--club",
            &club,
            "--holder-kind",
            kind,
            "--holder-name",
            name,
            "--holder-licence",
            licence,
        ];
        arbitre(&database, &args)
    };
    let (ok, _, error) = create_held_by("director", "Anne Martin", "FFB-0123456");
    assert!(ok, "{error}");
    let (_, list, _) = arbitre(&database, &["key", "list"]);
    assert!(list.lines().any(|l| l.ends_with("\tdirector Anne Martin (FFB-0123456)")), "{list}");
    let (ok, _, error) = create_held_by("service", "FFBClubNet", "1");
    assert!(!ok && error.contains("/holder/licence"), "{error}");
    let (ok, _, _) = arbitre(&database, &["key", "create", "--club", &club, "--holder-name", "Anne Martin"]);
    assert!(!ok, "a name without its kind");
    let _ = std::fs::remove_dir_all(&folder);
}

/// The operator's club commands: a club created in a region, listed by it,
/// moved and taken out of any (issue 16: a region's clubs are searched
/// together).
#[test]
fn clubs_are_created_listed_and_placed_in_regions_from_the_command_line() {
    let folder = std::env::temp_dir().join(format!("arbitre-clubs-{}", uuid::Uuid::now_v7()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let database = format!("sqlite://{}/arbitre.db", folder.display());

    let (ok, brest, error) = arbitre(&database, &["club", "create", "Tarot Club de Brest", "--region", "Bretagne"]);
    assert!(ok, "{error}");
    let (ok, lyon, _) = arbitre(&database, &["club", "create", "Bridge Club de Lyon"]);
    assert!(ok);
    let (ok, _, error) = arbitre(&database, &["club", "create", "Nowhere", "--region", " "]);
    assert!(!ok && error.contains("--region"), "{error}");

    let (ok, list, _) = arbitre(&database, &["club", "list"]);
    assert!(ok);
    assert_eq!(
        list.lines().collect::<Vec<_>>(),
        [format!("{lyon}\t0\t\tBridge Club de Lyon"), format!("{brest}\t0\tBretagne\tTarot Club de Brest")]
    );
    let (ok, _, error) = arbitre(&database, &["club", "set-region", &lyon, "Bretagne"]);
    assert!(ok, "{error}");
    let (_, list, _) = arbitre(&database, &["club", "list", "--region", "Bretagne"]);
    assert_eq!(list.lines().count(), 2, "{list}");
    let (ok, _, error) = arbitre(&database, &["club", "set-region", &brest, "--clear"]);
    assert!(ok, "{error}");
    let (_, list, _) = arbitre(&database, &["club", "list", "--region", "Bretagne"]);
    assert_eq!(
        list.lines().map(|l| l.split('\t').next_back().unwrap_or_default()).collect::<Vec<_>>(),
        ["Bridge Club de Lyon"]
    );
    let unknown = uuid::Uuid::now_v7().to_string();
    let (ok, _, error) = arbitre(&database, &["club", "set-region", &unknown, "Bretagne"]);
    assert!(!ok && error.contains("no club"), "{error}");
    let (ok, _, _) = arbitre(&database, &["club", "set-region", &lyon]);
    assert!(!ok, "a region or --clear is needed");
    std::fs::remove_dir_all(&folder).ok();
}
