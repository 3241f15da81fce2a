#pragma once

#include <QByteArray>
#include <QJsonObject>

// JSON text for files kept in version control: indented like QJsonDocument::Indented (keys in
// sorted order, as QJsonObject keeps them), except that a value holding no object deeper than
// itself (a scalar, an array of scalars, an object of those) is written on one line. A project
// file thus has one line per triple, per token list, per attached system, so a diff shows the
// triples that changed and nothing else.
namespace JsonText {
QByteArray lines(const QJsonObject &root);
}
