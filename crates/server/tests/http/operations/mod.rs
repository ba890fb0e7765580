mod keys_cli;
mod limits;
mod processes;
mod readme;
mod shutdown;
