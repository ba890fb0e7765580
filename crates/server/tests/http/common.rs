//! The test harness: the real router served on 127.0.0.1:0 against a real
//! database — a fresh SQLite file always, and a fresh PostgreSQL schema when
//! `TEST_DATABASE_URL` is set (in CI it is, and an unreachable database fails
//! the run instead of skipping).

#![allow(dead_code, missing_docs)]

use std::sync::Arc;

use arbitre_server::{AppState, app};
use arbitre_store::{Role, Store};
use serde_json::Value;
use uuid::Uuid;

pub struct TestServer {
    pub backend: &'static str,
    pub base: String,
    pub client: reqwest::Client,
    pub store: Arc<dyn Store>,
    cleanup: Option<(String, String)>,
}

impl TestServer {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    /// A new club and a club key for it.
    pub async fn club(&self, name: &str) -> (Uuid, String) {
        let club = self.store.create_club(name).await.expect("club");
        let (_, secret) = self.store.create_api_key(Some(club.id), Role::Club).await.expect("key");
        (club.id, secret)
    }

    pub async fn federation_key(&self) -> String {
        self.store.create_api_key(None, Role::Federation).await.expect("key").1
    }

    pub async fn admin_key(&self) -> String {
        self.store.create_api_key(None, Role::Admin).await.expect("key").1
    }

    pub async fn post(&self, path: &str, key: Option<&str>, body: &Value) -> (u16, Value) {
        let mut request = self.client.post(self.url(path)).json(body);
        if let Some(key) = key {
            request = request.bearer_auth(key);
        }
        read(request.send().await.expect("request")).await
    }

    pub async fn get(&self, path: &str, key: Option<&str>) -> (u16, Value) {
        let mut request = self.client.get(self.url(path));
        if let Some(key) = key {
            request = request.bearer_auth(key);
        }
        read(request.send().await.expect("request")).await
    }

    pub async fn close(self) {
        if let Some((url, schema)) = &self.cleanup {
            let _ = arbitre_store::drop_postgres_schema(url, schema).await;
        }
    }
}

pub async fn read(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    let content_type = response.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    let text = response.text().await.expect("body");
    if status >= 400 {
        assert_eq!(content_type, "application/problem+json", "error {status} is not problem+json: {text}");
    }
    (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
}

async fn serve(backend: &'static str, store: Arc<dyn Store>, cleanup: Option<(String, String)>) -> TestServer {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let address = listener.local_addr().expect("address");
    let router = app(AppState::new(store.clone()));
    tokio::spawn(async move {
        let _ = axum::serve(listener, router).await;
    });
    TestServer { backend, base: format!("http://{address}"), client: reqwest::Client::new(), store, cleanup }
}

pub async fn sqlite() -> TestServer {
    let path = std::env::temp_dir().join(format!("arbitre-test-{}.db", Uuid::new_v4().simple()));
    let store = arbitre_store::connect(&format!("sqlite://{}", path.display()), arbitre_store::PoolSize::default())
        .await
        .expect("sqlite store");
    serve("sqlite", store, None).await
}

/// The PostgreSQL URL for tests, if any. With `CI` set, an unreachable
/// database is a failure, never a skip.
pub fn postgres_url() -> Option<String> {
    match std::env::var("TEST_DATABASE_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            assert!(std::env::var_os("CI").is_none(), "CI is set but TEST_DATABASE_URL is not");
            eprintln!("TEST_DATABASE_URL not set: PostgreSQL variants skipped");
            None
        }
    }
}

pub async fn postgres() -> Option<TestServer> {
    let url = postgres_url()?;
    let schema = format!("test_{}", Uuid::new_v4().simple());
    let store = match arbitre_store::connect_postgres_in_schema(&url, &schema).await {
        Ok(store) => store,
        Err(e) => panic!("TEST_DATABASE_URL is set but PostgreSQL cannot be used: {e}"),
    };
    Some(serve("postgres", store, Some((url, schema))).await)
}

/// Every backend to run a test on.
pub async fn servers() -> Vec<TestServer> {
    let mut servers = vec![sqlite().await];
    servers.extend(postgres().await);
    servers
}

/// An `arbitre serve` process started by a test, and the address it
/// listens on. It binds a port the system chooses and says which in its
/// log: a port picked beforehand by the test could be taken meanwhile by
/// another test's server, and the requests would go there. Its log is kept
/// (`logs`), read as it comes so that the process never blocks on it.
pub struct ServerProcess {
    pub child: std::process::Child,
    pub address: String,
    logs: std::sync::Arc<std::sync::Mutex<String>>,
    reader: Option<std::thread::JoinHandle<()>>,
}

impl ServerProcess {
    /// Starts `arbitre serve` with these environment variables (the bind
    /// address and the log level are the helper's), and waits until it
    /// listens.
    pub fn start(envs: &[(&str, &str)]) -> ServerProcess {
        use std::io::BufRead;
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_arbitre"));
        command
            .arg("serve")
            .env("ARBITRE_BIND", "127.0.0.1:0")
            .env("ARBITRE_LOG", "info")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped());
        for (name, value) in envs {
            command.env(name, value);
        }
        let mut child = command.spawn().expect("arbitre starts");
        let stderr = child.stderr.take().expect("its log");
        let logs = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let (found, address) = std::sync::mpsc::channel();
        let kept = logs.clone();
        let reader = std::thread::spawn(move || {
            for line in std::io::BufReader::new(stderr).lines().map_while(Result::ok) {
                if line.contains("arbitre listening")
                    && let Some(at) = line.find("127.0.0.1:")
                {
                    let port: String = line[at + 10..].chars().take_while(char::is_ascii_digit).collect();
                    let _ = found.send(format!("127.0.0.1:{port}"));
                }
                if let Ok(mut logs) = kept.lock() {
                    logs.push_str(&line);
                    logs.push('\n');
                }
            }
        });
        let address = address.recv_timeout(std::time::Duration::from_secs(30)).expect("arbitre says where it listens");
        ServerProcess { child, address, logs, reader: Some(reader) }
    }

    /// Waits for the process to end, and gives everything it logged.
    pub fn wait_for_logs(&mut self) -> (std::process::ExitStatus, String) {
        let status = self.child.wait().expect("the process ends");
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        (status, self.logs.lock().map(|l| l.clone()).unwrap_or_default())
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
