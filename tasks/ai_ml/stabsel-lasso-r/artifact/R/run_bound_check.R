#!/usr/bin/env Rscript
## Does the Meinshausen-Buehlmann bound hold empirically? Over R replicates (seeds seed+1..seed+R),
## count the false selections V of stability selection per scenario and compare their mean with
## the bound q^2 / ((2 pi - 1) p). Not in the paper's tables; Section 5 quotes the ranges.
suppressPackageStartupMessages({
  library(optparse)
  library(yaml)
})
args_all <- commandArgs(trailingOnly = FALSE)
source(file.path(dirname(normalizePath(sub("^--file=", "", args_all[grep("^--file=", args_all)][1]))), "utils.R"))
source_modules()

opt <- parse_args(OptionParser(option_list = list(
  make_option("--config", default = "config.yml"),
  make_option("--replicates", type = "integer", default = 10L),
  make_option("--thresholds", default = "0.6,0.7,0.8,0.9"),
  make_option("--out", default = "results/bound_check.csv"))))
cfg <- yaml::read_yaml(opt$config)
scen <- read_scenarios(cfg)
thresholds <- as.numeric(strsplit(opt$thresholds, ",")[[1]])
if (any(is.na(thresholds) | thresholds <= 0.5 | thresholds > 1)) stop("thresholds must be in (0.5, 1]", call. = FALSE)

out <- list()
for (sc in scenario_blocks(scen)) {
  d <- read_scenario_data(cfg$data_dir, sc)
  lambda <- lambda_grid(d$x, d$y, cfg$n_lambda)
  v <- matrix(NA_real_, opt$replicates, length(thresholds))
  qs <- numeric(opt$replicates)
  for (r in seq_len(opt$replicates)) {
    set.seed(cfg$seed + r)
    sp <- selection_probabilities(d$x, d$y, lambda, cfg$subsamples)
    qs[r] <- sp$q
    for (k in seq_along(thresholds)) {
      sel <- which(sp$prob >= thresholds[k])
      v[r, k] <- length(setdiff(sel, d$truth))
    }
  }
  for (k in seq_along(thresholds)) {
    out[[length(out) + 1]] <- data.frame(
      scenario = sc$name, threshold = thresholds[k], mean_V = round(mean(v[, k]), 3),
      max_V = max(v[, k]), mean_q = round(mean(qs), 2),
      bound = round(mb_bound(mean(qs), sc$p, thresholds[k]), 3))
  }
  log_line("%s: mean q %.1f, mean V at pi=%.2f: %.2f (bound %.2f)", sc$name, mean(qs), thresholds[1],
           mean(v[, 1]), mb_bound(mean(qs), sc$p, thresholds[1]))
}
res <- do.call(rbind, out)
res$holds <- res$mean_V <= res$bound
write_table(res, opt$out)
if (!all(res$holds)) log_line("bound violated in %d of %d rows", sum(!res$holds), nrow(res))
