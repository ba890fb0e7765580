mod keys_cli;
mod processes;
mod readme;
mod shutdown;
