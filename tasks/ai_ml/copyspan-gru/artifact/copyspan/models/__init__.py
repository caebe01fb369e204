from copyspan.models.base import SequenceTagger, count_parameters  # noqa: F401
