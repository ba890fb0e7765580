//! SIGTERM (what `docker stop` and Kubernetes send) stops the server
//! cleanly: it exits by itself, with success, once the requests in flight
//! are done.

#![allow(missing_docs)]

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn sigterm_stops_the_server_cleanly() {
    let folder = std::env::temp_dir().join(format!("arbitre-shutdown-{}", uuid::Uuid::now_v7()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let port = std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port();
    let address = format!("127.0.0.1:{port}");
    let mut server = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .arg("serve")
        .env("ARBITRE_DATABASE_URL", format!("sqlite://{}/arbitre.db", folder.display()))
        .env("ARBITRE_BIND", &address)
        .env("ARBITRE_LOG", "warn")
        .env("ARBITRE_SHUTDOWN_GRACE_SECONDS", "5")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let up = (0..100).any(|_| {
        std::thread::sleep(Duration::from_millis(100));
        std::net::TcpStream::connect(&address).is_ok()
    });
    assert!(up, "the server answers on {address}");

    let sent = Command::new("kill").arg("-TERM").arg(server.id().to_string()).status().expect("kill runs");
    assert!(sent.success());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = server.try_wait().expect("the server's status") {
            break Some(status);
        }
        if started.elapsed() > Duration::from_secs(10) {
            let _ = server.kill();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let _ = std::fs::remove_dir_all(&folder);
    let status = status.expect("the server stopped by itself after SIGTERM");
    assert!(status.success(), "{status}");
}
