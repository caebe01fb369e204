"""FieldNotes triage: starter text classifier."""
