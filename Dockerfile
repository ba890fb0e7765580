# Builds the `arbitre` binary and runs it on a slim Debian.
FROM rust:1.95-bookworm AS build
# With the double-dummy solver (POST /v1/bridge/double-dummy): DDS compiles
# from C++ and bindgen needs libclang. Build with --build-arg FEATURES= to
# leave it out (the route then answers 501).
ARG FEATURES=double-dummy
RUN if [ -n "$FEATURES" ]; then \
      apt-get update && apt-get install -y --no-install-recommends libclang-dev && rm -rf /var/lib/apt/lists/*; \
    fi
WORKDIR /src
COPY . .
RUN cargo build --release -p arbitre-server --bin arbitre ${FEATURES:+--features "$FEATURES"}

FROM debian:bookworm-slim
# libstdc++ for DDS (C++), when built with the double-dummy feature.
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates libstdc++6 && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/target/release/arbitre /usr/local/bin/arbitre
ENV ARBITRE_BIND=0.0.0.0:8080
EXPOSE 8080
# The slim image has no curl: the binary asks itself (GET /readyz).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["arbitre", "healthcheck"]
# arbitre is PID 1 (exec form, no shell): it receives docker stop's SIGTERM
# itself and drains the requests in flight (ARBITRE_SHUTDOWN_GRACE_SECONDS).
ENTRYPOINT ["arbitre"]
CMD ["serve"]
