"""The twenty-second set's Europe: for a family that moved to New York from Germany, Italy or
Poland, each country's practices, vets (with their titles), towns and telephone code, and the
words its rabies certificate prints (title and field labels) and its pet passport's heading."""

from __future__ import annotations

from typing import Any

LANGS: dict[str, dict[str, Any]] = {
    "de": {
        "title": "Tollwut-Impfbescheinigung",
        "fields": (
            "Name des Tieres",
            "Rasse",
            "Halter/in",
            "Impfdatum",
            "Gültig bis",
            "Impfstoff / Hersteller",
            "Charge",
            "Tierarzt / Tierärztin",
        ),
        "clinics": (
            "Tierarztpraxis am Stadtpark",
            "Kleintierpraxis Lindenhof",
            "Tierklinik Isartal",
        ),
        "where": ("München", "Hamburg", "Köln", "Leipzig"),
        "lang": "German",
        "vets": (
            ("Dr. med. vet.", "Katrin Albers"),
            ("Dr.", "Lukas Brandner"),
            ("Dr. med. vet.", "Jonas Keller"),
        ),
    },
    "it": {
        "title": "Certificato di vaccinazione antirabbica",
        "fields": (
            "Nome dell'animale",
            "Razza",
            "Proprietario",
            "Data di vaccinazione",
            "Valida fino al",
            "Vaccino / Ditta",
            "Lotto",
            "Medico veterinario",
        ),
        "clinics": (
            "Ambulatorio Veterinario San Marco",
            "Clinica Veterinaria Milano Sud",
            "Studio Veterinario Moretti",
        ),
        "where": ("Milano", "Bologna", "Torino", "Firenze"),
        "lang": "Italian",
        "vets": (
            ("Dr.", "Elena Moretti"),
            ("Dott.", "Marco Bianchi"),
            ("Dott.ssa", "Giulia Ferri"),
        ),
    },
    "pl": {
        "title": "Zaświadczenie o szczepieniu przeciwko wściekliźnie",
        "fields": (
            "Imię zwierzęcia",
            "Rasa",
            "Właściciel",
            "Data szczepienia",
            "Ważne do",
            "Szczepionka / Producent",
            "Nr serii",
            "Lekarz weterynarii",
        ),
        "clinics": (
            "Gabinet Weterynaryjny Nowak",
            "Przychodnia dla Zwierząt Azor",
            "Lecznica Weterynaryjna Ursynów",
        ),
        "where": ("Kraków", "Warszawa", "Gdańsk", "Wrocław"),
        "lang": "Polish",
        "vets": (
            ("Dr.", "Agnieszka Nowak"),
            ("lek. wet.", "Tomasz Zieliński"),
            ("Dr.", "Marta Wójcik"),
        ),
    },
}
