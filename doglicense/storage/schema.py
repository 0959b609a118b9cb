"""Every table the database holds, in one metadata: what migrations are written and checked by."""

from __future__ import annotations

from sqlalchemy import MetaData

from doglicense.storage import office_models, sign_in_models
from doglicense.storage.models import Base

# Importing them is what puts their tables in Base's metadata; named so the import is kept.
MODULES = (office_models, sign_in_models)
metadata: MetaData = Base.metadata
