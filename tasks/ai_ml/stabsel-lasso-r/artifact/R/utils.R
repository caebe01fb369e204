## Helpers shared by the drivers: locating the sources, logging, reading the simulated data.

script_dir <- function() {
  args_all <- commandArgs(trailingOnly = FALSE)
  file_arg <- args_all[grep("^--file=", args_all)]
  if (length(file_arg) == 0) return(normalizePath("R"))
  dirname(normalizePath(sub("^--file=", "", file_arg[1])))
}

source_modules <- function(dir = script_dir()) {
  for (f in c("metrics.R", "stabsel.R", "cpss.R", "scenarios.R")) source(file.path(dir, f))
  invisible(TRUE)
}

log_line <- function(fmt, ...) {
  cat(sprintf(fmt, ...), "\n", sep = "")
  flush(stdout())
}

elapsed <- function(t0) proc.time()[["elapsed"]] - t0

## The simulator writes headerless CSV files <data_dir>/<name>_{X,y,beta}.csv.
read_matrix <- function(data_dir, name, what) {
  path <- file.path(data_dir, paste0(name, "_", what, ".csv"))
  if (!file.exists(path)) stop("missing data file ", path, " (run sim/simulate.py first)", call. = FALSE)
  as.matrix(read.csv(path, header = FALSE))
}

read_scenario_data <- function(data_dir, sc) {
  x <- read_matrix(data_dir, sc$name, "X")
  y <- read_matrix(data_dir, sc$name, "y")[, 1]
  beta <- read_matrix(data_dir, sc$name, "beta")[, 1]
  if (nrow(x) != sc$n || ncol(x) != sc$p)
    stop(sprintf("%s: data is %d x %d, config says %d x %d (stale data_dir?)",
                 sc$name, nrow(x), ncol(x), sc$n, sc$p), call. = FALSE)
  list(x = x, y = y, beta = beta, truth = which(beta != 0))
}

write_table <- function(table, out) {
  dir.create(dirname(out), showWarnings = FALSE, recursive = TRUE)
  write.csv(table, out, row.names = FALSE)
  log_line("wrote %s", out)
}
