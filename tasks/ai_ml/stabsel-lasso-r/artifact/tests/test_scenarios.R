## Tests of R/scenarios.R:  Rscript tests/test_scenarios.R
suppressPackageStartupMessages(library(yaml))
source(file.path("R", "scenarios.R"))

cfg <- yaml::yaml.load("
seed: 1
scenarios:
  - {name: b, n: 50, p: 20, active: 2, rho: 0.1, snr: 1.0}
  - {name: a, n: 60, p: 30, active: 3, rho: 0.5, snr: 2.0, design: block, block: 5}
")
sc <- read_scenarios(cfg)
stopifnot(nrow(sc) == 2, identical(sc$n, c(50L, 60L)), identical(sc$design, c("ar1", "block")))
stopifnot(identical(sc$block, c(10L, 5L)))

blocks <- scenario_blocks(sc)
stopifnot(identical(names(blocks), c("a", "b")), blocks$a$p == 30)
## The order of the entries in the config does not matter.
cfg2 <- cfg
cfg2$scenarios <- rev(cfg$scenarios)
stopifnot(identical(names(scenario_blocks(read_scenarios(cfg2))), names(blocks)))

bad <- cfg
bad$scenarios[[2]]$name <- "b"
stopifnot(inherits(try(read_scenarios(bad), silent = TRUE), "try-error"))
bad <- cfg
bad$scenarios[[1]]$design <- "toeplitz"
stopifnot(inherits(try(read_scenarios(bad), silent = TRUE), "try-error"))
stopifnot(grepl("block\\(5\\)", describe_scenario(blocks$a)))
cat("test_scenarios.R: ok\n")
