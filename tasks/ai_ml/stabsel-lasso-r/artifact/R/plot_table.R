#!/usr/bin/env Rscript
## TPR against FDR for every scenario and method of a results CSV (a quick look at a table).
suppressPackageStartupMessages(library(optparse))

opt <- parse_args(OptionParser(option_list = list(
  make_option("--results", default = "results/table3.csv"),
  make_option("--out", default = ""))))
tab <- read.csv(opt$results, stringsAsFactors = FALSE)
need <- c("scenario", "method", "selected", "tpr", "fdr")
if (!all(need %in% names(tab))) stop(opt$results, " lacks columns ", paste(setdiff(need, names(tab)), collapse = ", "), call. = FALSE)
out <- if (nzchar(opt$out)) opt$out else sub("\\.csv$", ".pdf", opt$results)

pdf(out, width = 6, height = 5)
methods <- unique(tab$method)
pch <- setNames(c(19, 17, 15)[seq_along(methods)], methods)
col <- setNames(c("steelblue", "firebrick", "darkgreen")[seq_along(methods)], methods)
plot(tab$fdr, tab$tpr, xlim = c(0, 1), ylim = c(0, 1), pch = pch[tab$method], col = col[tab$method],
     xlab = "false discovery rate", ylab = "true positive rate", main = basename(opt$results))
text(tab$fdr, tab$tpr, labels = tab$scenario, pos = 4, cex = 0.7)
for (s in unique(tab$scenario)) {
  r <- tab[tab$scenario == s, ]
  if (nrow(r) == 2) segments(r$fdr[1], r$tpr[1], r$fdr[2], r$tpr[2], col = "grey70", lty = 3)
}
legend("bottomright", legend = methods, pch = pch, col = col, bty = "n")
invisible(dev.off())
cat("wrote", out, "\n")
