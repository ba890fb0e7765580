# Builds the `arbitre` binary and runs it on a slim Debian.
FROM rust:1.95-bookworm AS build
# The double-dummy solver (pons-dds) is pure Rust: nothing to install.
WORKDIR /src
COPY . .
RUN cargo build --release -p arbitre-server --bin arbitre

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/target/release/arbitre /usr/local/bin/arbitre
ENV ARBITRE_BIND=0.0.0.0:8080
EXPOSE 8080
# The slim image has no curl: the binary asks itself (GET /readyz).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["arbitre", "healthcheck"]
# arbitre is PID 1 (exec form, no shell): it receives docker stop's SIGTERM
# itself and drains the requests in flight (ARBITRE_SHUTDOWN_GRACE_SECONDS).
ENTRYPOINT ["arbitre"]
CMD ["serve"]
