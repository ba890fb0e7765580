mod keys_cli;
mod limits;
mod processes;
mod read_replica;
mod readme;
mod shutdown;
