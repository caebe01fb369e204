#!/usr/bin/env Rscript
## Tables 3 and 4: stability selection vs. the cross-validated lasso on simulated sparse regressions.
suppressPackageStartupMessages({
  library(optparse)
  library(yaml)
})
args_all <- commandArgs(trailingOnly = FALSE)
source(file.path(dirname(normalizePath(sub("^--file=", "", args_all[grep("^--file=", args_all)][1]))), "utils.R"))
source_modules()

opt <- parse_args(OptionParser(option_list = list(
  make_option("--config", default = "config.yml"),
  make_option("--out", default = "results/table3.csv"),
  make_option("--method", default = "mb", help = "stability selection variant: mb or cpss"),
  make_option("--probs", default = "", help = "also write the selection probabilities here"))))
cfg <- yaml::read_yaml(opt$config)
scen <- read_scenarios(cfg)
stab <- switch(opt$method, mb = stability_selection, cpss = cpss_selection,
               stop("unknown --method ", opt$method, call. = FALSE))

log_line("stabsel: %d scenarios, B=%d, pi_thr=%.2f, grid=%d, %d-fold CV, seed %d, glmnet %s",
         nrow(scen), cfg$subsamples, cfg$threshold, cfg$n_lambda, cfg$cv_folds, cfg$seed,
         as.character(packageVersion("glmnet")))
set.seed(cfg$seed)
rows <- list()
probs <- list()
for (sc in scenario_blocks(scen)) {
  d <- read_scenario_data(cfg$data_dir, sc)
  t0 <- proc.time()[["elapsed"]]
  ss <- stab(d$x, d$y, cfg$n_lambda, cfg$subsamples, cfg$threshold)
  cv <- cv_lasso(d$x, d$y, cfg$cv_folds)
  m_ss <- selection_metrics(ss$selected, d$truth)
  m_cv <- selection_metrics(cv$selected, d$truth)
  rows[[length(rows) + 1]] <- rbind(metric_rows(sc$name, "stability", m_ss, ss$q), metric_rows(sc$name, "cv-lasso", m_cv))
  probs[[length(probs) + 1]] <- data.frame(scenario = sc$name, variable = seq_along(ss$prob),
                                           active = seq_along(ss$prob) %in% d$truth, prob = round(ss$prob, 4))
  log_line("%-10s stability: %2d selected, TPR %.3f, FDR %.3f (q %.1f, E[V] <= %.2f) | cv-lasso: %2d selected, TPR %.3f, FDR %.3f  (%.1fs)",
           sc$name, m_ss[["selected"]], m_ss[["tpr"]], m_ss[["fdr"]], ss$q, ss$bound,
           m_cv[["selected"]], m_cv[["tpr"]], m_cv[["fdr"]], elapsed(t0))
}
write_table(do.call(rbind, rows), opt$out)
if (nzchar(opt$probs)) write_table(do.call(rbind, probs), opt$probs)
