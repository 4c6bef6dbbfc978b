// Tessera's Prometheus parser next to the official one (prometheus_client, through
// tests/app/data/prom_reference.py): both list every sample as "type name labels value",
// sorted, so a test compares them line by line.
#pragma once

#include <QString>
#include <QStringList>

#include "remote/prometheus_text.h"

namespace prom_reference {

QStringList ours(const prom::Scrape& scrape);
QStringList reference(const QString& path);  // the text file at `path`, read by prometheus_client

}  // namespace prom_reference
