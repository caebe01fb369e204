"""A tiny registry, in the style of the bigger frameworks.

Every model, dataset, callback, optimiser and scheduler registers itself under a string key so
that configs can refer to it by name::

    @MODELS.register("gru_tagger")
    class GRUTagger(nn.Module): ...

    model = MODELS.build(cfg.model)      # cfg.model.type == "gru_tagger"
"""
import difflib
import importlib
import inspect


class Registry(object):
    def __init__(self, name):
        self.name = name
        self._items = {}

    def __contains__(self, key):
        return key in self._items

    def __len__(self):
        return len(self._items)

    def __repr__(self):
        return "Registry(%s, %s)" % (self.name, sorted(self._items))

    def keys(self):
        return sorted(self._items)

    def register(self, name=None, force=False):
        def deco(obj):
            key = name or obj.__name__
            if key in self._items and not force:
                raise KeyError("%s is already registered in %s" % (key, self.name))
            self._items[key] = obj
            return obj
        return deco

    def get(self, key):
        if key not in self._items:
            _import_all()
        if key not in self._items:
            close = difflib.get_close_matches(key, self._items.keys(), n=3)
            hint = (" Did you mean: %s?" % ", ".join(close)) if close else ""
            raise KeyError("'%s' is not registered in %s.%s" % (key, self.name, hint))
        return self._items[key]

    def build(self, cfg, **extra):
        """Build ``cfg.type`` with the remaining keys as keyword arguments.

        Keys the constructor does not accept are dropped with a warning-free silence on purpose:
        configs carry bookkeeping entries (``name``, ``notes``) that are not constructor args.
        """
        cfg = dict(cfg)
        key = cfg.pop("type")
        cls = self.get(key)
        kwargs = dict(cfg)
        kwargs.update(extra)
        sig = inspect.signature(cls.__init__ if inspect.isclass(cls) else cls)
        accepts_var = any(p.kind == p.VAR_KEYWORD for p in sig.parameters.values())
        if not accepts_var:
            kwargs = {k: v for k, v in kwargs.items() if k in sig.parameters}
        return cls(**kwargs)


MODELS = Registry("models")
DATASETS = Registry("datasets")
CALLBACKS = Registry("callbacks")
OPTIMIZERS = Registry("optimizers")
SCHEDULERS = Registry("schedulers")

_MODULES = (
    "copyspan.models.gru",
    "copyspan.models.lstm",
    "copyspan.models.transformer",
    "copyspan.data.lagsum",
    "copyspan.engine.callbacks",
    "copyspan.engine.optim",
    "copyspan.engine.schedulers",
)
_imported = [False]


def _import_all():
    if _imported[0]:
        return
    _imported[0] = True
    for mod in _MODULES:
        importlib.import_module(mod)
