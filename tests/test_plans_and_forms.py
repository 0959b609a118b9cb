"""A practice's treatment plan marks each item's status beside its price: the rabies vaccine
"Performed 7/19/2026" was given that day, where a declined one dates no shot. A therapy-dog
group's renewal form has the vet fill in a table of vaccines with dates like APR-22-2025, and
its footer's sentence about the rabies certificate is no later shot (decision 0076)."""

from __future__ import annotations

from datetime import date

from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import Text
from tests.wordpages import pdf_words


def _plan(rabies_status: str = "Performed 7/19/2026") -> list[Text]:
    return [
        Text(40, 30, "Poughkeepsie Veterinary Group", 14),
        Text(420, 30, "TREATMENT PLAN", 12),
        Text(420, 46, "Created 7/19/2026", 8),
        Text(420, 58, "Valid through 8/18/2026", 8),
        Text(40, 90, "Client:", 8),
        Text(110, 90, "Bernadette Pellegrino", 8),
        Text(300, 90, "Patient:", 8),
        Text(370, 90, "Scout", 8),
        Text(40, 130, "Description", 8),
        Text(300, 130, "Qty", 8),
        Text(350, 130, "Low", 8),
        Text(400, 130, "High", 8),
        Text(460, 130, "Status", 8),
        Text(40, 150, "Dental prophylaxis under anesthesia", 8),
        Text(300, 150, "1", 8),
        Text(350, 150, "$640.00", 8),
        Text(400, 150, "$1032.00", 8),
        Text(460, 150, "Declined", 8),
        Text(40, 168, "Rabies Vaccine - 3 Year", 8),
        Text(300, 168, "1", 8),
        Text(350, 168, "$32.00", 8),
        Text(400, 168, "$32.00", 8),
        Text(460, 168, rabies_status, 8),
        Text(40, 186, "Comprehensive Physical Exam", 8),
        Text(300, 186, "1", 8),
        Text(350, 186, "$68.00", 8),
        Text(400, 186, "$68.00", 8),
        Text(460, 186, "Performed 7/19/2026", 8),
        Text(300, 260, "7/19/2026", 9),
        Text(300, 274, "Date", 7),
    ]


def test_a_plan_s_rabies_vaccine_performed_was_given_that_day() -> None:
    read = read_fields(pdf_words(_plan()))
    assert read.vaccinated == date(2026, 7, 19)
    assert read.expires is None  # not the plan's "Valid through 8/18/2026"


def test_a_declined_rabies_vaccine_dates_no_shot() -> None:
    assert read_fields(pdf_words(_plan(rabies_status="Declined"))).vaccinated is None


def _renewal(footer: str) -> list[Text]:
    return [
        Text(40, 30, "Adirondack Caring Canines", 16),
        Text(40, 60, "ANNUAL HEALTH SCREENING & RENEWAL", 10),
        Text(40, 90, "Dog's name", 7),
        Text(44, 102, "Kona", 9),
        Text(40, 140, "Vaccine", 8),
        Text(190, 140, "Date given", 8),
        Text(300, 140, "Expires", 8),
        Text(410, 140, "Product / lot / notes", 8),
        Text(40, 158, "Rabies (required)", 8),
        Text(190, 158, "APR-22-2025", 8),
        Text(410, 158, "Rabvac 3, lot 402352C", 8),
        Text(40, 176, "Bordetella", 8),
        Text(190, 176, "MAY-04-2025", 8),
        Text(300, 176, "MAY-04-2026", 8),
        Text(40, 194, "DA2PP", 8),
        Text(190, 194, "NOV-09-2024", 8),
        Text(300, 194, "NOV-09-2025", 8),
        Text(40, 360, footer, 7),
    ]


def test_a_renewal_form_s_rabies_row_is_read_past_its_footer() -> None:
    footer = "Return this form by January 31, 2026 with a copy of the rabies certificate."
    read = read_fields(pdf_words(_renewal(footer)))
    assert read.vaccinated == date(2025, 4, 22)
    assert read.dog == "Kona"
