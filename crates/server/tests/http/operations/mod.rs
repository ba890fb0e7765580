mod processes;
mod readme;
mod shutdown;
