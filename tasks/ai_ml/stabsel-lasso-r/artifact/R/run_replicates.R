#!/usr/bin/env Rscript
## Run-to-run spread of a table: the study repeated with seeds seed+1, ..., seed+R on the same
## simulated data (the data is fixed by the simulator's seeds; only subsampling and folds change).
## Writes mean and standard deviation of every cell.
suppressPackageStartupMessages({
  library(optparse)
  library(yaml)
})
args_all <- commandArgs(trailingOnly = FALSE)
source(file.path(dirname(normalizePath(sub("^--file=", "", args_all[grep("^--file=", args_all)][1]))), "utils.R"))
source_modules()

opt <- parse_args(OptionParser(option_list = list(
  make_option("--config", default = "config.yml"),
  make_option("--replicates", type = "integer", default = 20L),
  make_option("--out", default = "results/replicates.csv"))))
cfg <- yaml::read_yaml(opt$config)
scen <- read_scenarios(cfg)
data <- lapply(scenario_blocks(scen), function(sc) read_scenario_data(cfg$data_dir, sc))

all <- list()
for (r in seq_len(opt$replicates)) {
  set.seed(cfg$seed + r)
  t0 <- proc.time()[["elapsed"]]
  for (nm in names(data)) {
    d <- data[[nm]]
    ss <- stability_selection(d$x, d$y, cfg$n_lambda, cfg$subsamples, cfg$threshold)
    cv <- cv_lasso(d$x, d$y, cfg$cv_folds)
    all[[length(all) + 1]] <- cbind(replicate = r, rbind(
      metric_rows(nm, "stability", selection_metrics(ss$selected, d$truth), ss$q),
      metric_rows(nm, "cv-lasso", selection_metrics(cv$selected, d$truth))))
  }
  log_line("replicate %d/%d (%.1fs)", r, opt$replicates, elapsed(t0))
}
all <- do.call(rbind, all)
key <- interaction(all$scenario, all$method, drop = TRUE, lex.order = TRUE)
summ <- do.call(rbind, lapply(split(all, key), function(g) data.frame(
  scenario = g$scenario[1], method = g$method[1],
  selected_mean = round(mean(g$selected), 2), selected_sd = round(sd(g$selected), 2),
  tpr_mean = round(mean(g$tpr), 3), tpr_sd = round(sd(g$tpr), 3),
  fdr_mean = round(mean(g$fdr), 3), fdr_sd = round(sd(g$fdr), 3),
  q_mean = round(mean(g$q), 2), q_sd = round(sd(g$q), 2))))
write_table(summ, opt$out)
