# Builds the `arbitre` binary and runs it on a slim Debian.
FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release -p arbitre-server --bin arbitre

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/target/release/arbitre /usr/local/bin/arbitre
ENV ARBITRE_BIND=0.0.0.0:8080
EXPOSE 8080
ENTRYPOINT ["arbitre"]
CMD ["serve"]
