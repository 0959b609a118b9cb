# The Town of Clay dog license service. `make help` lists the targets.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: help run test journeys lint types pytest migrate migration bench clean

help: ## this list
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 14

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP) ## set up, migrate the SQLite default, serve http://127.0.0.1:8000 (and the bot if TELEGRAM_BOT_TOKEN is set)
	bash scripts/install-ocr.sh
	$(BIN)/doglicense serve --host 127.0.0.1 --port 8000

test: $(STAMP) ## set up, then ruff, mypy and pytest on SQLite and on a throwaway PostgreSQL
	bash scripts/test.sh

journeys: $(STAMP) ## walk every resident journey on every channel and language (also in make test)
	$(BIN)/pytest -q tests/journeys tests/test_engine_stateful.py

lint: $(STAMP) ## ruff only
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

types: $(STAMP) ## mypy only
	$(BIN)/mypy

migrate: $(STAMP) ## bring the database to the newest schema
	$(BIN)/doglicense db upgrade

migration: $(STAMP) ## regenerate the first migration from the models (before any deployment)
	bash scripts/regenerate-migration.sh

bench: $(STAMP) ## run the benchmarks, writing bench/RESULTS.md (QUICK=1: small sizes, minutes)
	$(BIN)/python -m bench $(if $(QUICK),--quick)

clean: ## remove the virtualenv and local state
	rm -rf $(VENV) var .pytest_cache .mypy_cache .ruff_cache
