#!/usr/bin/env Rscript
## Figure 1: stability paths (selection probability against lambda) of one scenario, next to the
## lasso path of the full data. Writes a long CSV and, unless --no-plot, a PDF.
suppressPackageStartupMessages({
  library(optparse)
  library(yaml)
})
args_all <- commandArgs(trailingOnly = FALSE)
source(file.path(dirname(normalizePath(sub("^--file=", "", args_all[grep("^--file=", args_all)][1]))), "utils.R"))
source_modules()

opt <- parse_args(OptionParser(option_list = list(
  make_option("--config", default = "config.yml"),
  make_option("--scenario", default = "ar09"),
  make_option("--out", default = "results/fig1_paths.csv"),
  make_option("--no-plot", action = "store_true", default = FALSE, dest = "no_plot"))))
cfg <- yaml::read_yaml(opt$config)
scen <- read_scenarios(cfg)
sc <- scen[scen$name == opt$scenario, , drop = FALSE]
if (nrow(sc) != 1) stop("no scenario named ", opt$scenario, call. = FALSE)
d <- read_scenario_data(cfg$data_dir, sc)

set.seed(cfg$seed)
ss <- stability_selection(d$x, d$y, cfg$n_lambda, cfg$subsamples, cfg$threshold)
full <- glmnet(d$x, d$y, alpha = 1, lambda = ss$lambda, standardize = TRUE)
coef_path <- as.matrix(full$beta)

long <- do.call(rbind, lapply(seq_along(ss$lambda), function(k)
  data.frame(lambda = signif(ss$lambda[k], 6), variable = seq_len(nrow(ss$path)),
             active = seq_len(nrow(ss$path)) %in% d$truth,
             prob = round(ss$path[, k], 4), coef = signif(coef_path[, k], 6))))
keep <- long$variable %in% which(ss$prob > 0.1 | seq_along(ss$prob) %in% d$truth)
write_table(long[keep, ], opt$out)

if (!opt$no_plot) {
  pdf(sub("\\.csv$", ".pdf", opt$out), width = 9, height = 4)
  op <- par(mfrow = c(1, 2), mar = c(4, 4, 2, 1))
  vars <- unique(long$variable[keep])
  cols <- ifelse(vars %in% d$truth, "firebrick", "grey50")
  matplot(log(ss$lambda), t(coef_path[vars, , drop = FALSE]), type = "l", lty = 1, col = cols,
          xlab = "log lambda", ylab = "coefficient", main = paste("lasso path,", sc$name))
  matplot(log(ss$lambda), t(ss$path[vars, , drop = FALSE]), type = "l", lty = 1, col = cols,
          xlab = "log lambda", ylab = "selection probability", main = "stability path", ylim = c(0, 1))
  abline(h = cfg$threshold, lty = 2)
  par(op)
  invisible(dev.off())
  log_line("wrote %s", sub("\\.csv$", ".pdf", opt$out))
}
log_line("%s: %d selected at pi_thr=%.2f, q=%.1f, E[V] <= %.2f", sc$name, length(ss$selected),
         cfg$threshold, ss$q, ss$bound)
