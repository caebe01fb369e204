## The scenarios of a configuration as a data frame, validated against what the simulator accepts.

scenario_defaults <- list(design = "ar1", block = 10L)
known_designs <- c("ar1", "block")

read_scenarios <- function(cfg) {
  if (is.null(cfg$scenarios) || length(cfg$scenarios) == 0) stop("config has no scenarios", call. = FALSE)
  rows <- lapply(cfg$scenarios, function(s) {
    names(s)[names(s) == "FALSE"] <- "n"  # YAML 1.1 reads the key `n` as the boolean false
    s <- modifyList(scenario_defaults, s)
    data.frame(name = as.character(s$name), n = as.integer(s$n), p = as.integer(s$p),
               active = as.integer(s$active), rho = as.numeric(s$rho), snr = as.numeric(s$snr),
               design = as.character(s$design), block = as.integer(s$block),
               stringsAsFactors = FALSE)
  })
  sc <- do.call(rbind, rows)
  check_scenarios(sc)
  sc
}

check_scenarios <- function(sc) {
  bad <- function(msg) stop("scenario table: ", msg, call. = FALSE)
  if (anyDuplicated(sc$name)) bad(paste("duplicate name", sc$name[anyDuplicated(sc$name)]))
  if (any(!grepl("^[A-Za-z0-9_.-]+$", sc$name))) bad("names may use letters, digits, '_', '.', '-'")
  if (any(sc$active < 1 | sc$active > sc$p)) bad("active must be in 1..p")
  if (any(sc$n < 10)) bad("n must be at least 10")
  if (any(abs(sc$rho) >= 1)) bad("|rho| must be below 1")
  if (any(sc$snr <= 0)) bad("snr must be positive")
  if (any(!sc$design %in% known_designs)) bad(paste("design must be one of", paste(known_designs, collapse = ", ")))
  invisible(TRUE)
}

## One block per scenario, in the order of their names: a table does not depend on the order in
## which its scenarios are listed.
scenario_blocks <- function(sc) split(sc, sc$name)

describe_scenario <- function(s) {
  sprintf("%s: n=%d p=%d active=%d %s rho=%.2f snr=%.2f", s$name, s$n, s$p, s$active,
          if (s$design == "block") sprintf("block(%d)", s$block) else "ar1", s$rho, s$snr)
}
