"""A Markdown report of one configuration: backtest table, sample-episode score, top features."""
import datetime as dt

from . import backtest, config, features, io, pipeline


def _row(cells):
    return "| " + " | ".join(cells) + " |"


def build(cfg, sample_dir="data/sample_episodes", sample_truth="data/sample_truth.csv"):
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"])
    bt = backtest.holdout_year(frame, cfg)
    lines = [
        "# Run report",
        "",
        "Generated %s, configuration `%s`: %s." % (
            dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), cfg.get("_path", "defaults"),
            config.describe(cfg)),
        "",
        "## Backtest %s" % "+".join(map(str, cfg["backtest"]["valid_years"])),
        "",
        "RMSE %.4f, MAE %.4f, NSE %.4f (persistence RMSE %.4f); %d training, %d validation origins." % (
            bt["rmse"], bt["mae"], bt["nse"], bt["persistence_rmse"], bt["n_train"], bt["n_valid"]),
        "",
        _row(["lead (h)"] + [str(i) for i in range(1, len(bt["per_lead"]) + 1)]),
        _row(["---"] * (len(bt["per_lead"]) + 1)),
        _row(["RMSE"] + ["%.3f" % s for s in bt["per_lead"]]),
        "",
    ]
    res = pipeline.run(cfg, sample_dir, "runs/report_forecast.csv", sample_truth, verbose=False)
    if "rmse" in res:
        lines += ["## Sample episodes", "",
                  "%d episodes, RMSE %.4f m3/s." % (res["episodes"], res["rmse"]), ""]
    fb, model = pipeline.fit(cfg)
    if hasattr(model, "top_features"):
        fb.transform(frame.slice(0, 500))
        lines += ["## Largest coefficients", ""]
        lines += ["- `%s`: %.3f" % (n, w) for n, w in model.top_features(fb.names, 12)]
        lines.append("")
    return "\n".join(lines)


def feature_names(cfg):
    fb = features.FeatureBuilder(cfg.get("features"))
    frame = io.load_record(cfg["data"]["dir"], cfg["data"]["fill"]).slice(0, 200)
    fb.transform(frame)
    return fb.names
