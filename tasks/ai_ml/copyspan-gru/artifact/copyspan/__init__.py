"""copyspan: warm-starting small recurrent networks on lagged modular sums.

The package is organised like most of our lab's code bases:

* ``copyspan.config``   -- YAML configs with ``_base_`` inheritance and CLI overrides
* ``copyspan.registry`` -- string -> class registries for models, datasets, callbacks
* ``copyspan.data``     -- the synthetic corpora, tokenizer, hub loader and collate functions
* ``copyspan.models``   -- GRU / LSTM / tiny causal transformer sequence taggers
* ``copyspan.engine``   -- trainer, evaluator, callbacks, optimisers, schedulers
* ``copyspan.utils``    -- logging, seeding, checkpoints, distributed helpers
"""

__version__ = "0.3.1"

from copyspan.registry import MODELS, DATASETS, CALLBACKS, OPTIMIZERS, SCHEDULERS  # noqa: F401
