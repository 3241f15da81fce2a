<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnalysisResults</name>
    <message>
        <source>Open a gold file first.</source>
        <translation>Öffnen Sie zuerst einen Goldstandard.</translation>
    </message>
</context>
<context>
    <name>AnnotationWorkspace</name>
    <message>
        <source>Sentence number (%1)</source>
        <translation>Satznummer (%1)</translation>
    </message>
    <message>
        <source>Find in sentences (%1)</source>
        <translation>In Sätzen suchen (%1)</translation>
    </message>
    <message>
        <source> / %1</source>
        <translation> / %1</translation>
    </message>
    <message>
        <source>Open a gold, project or text file to annotate (File &gt; Open).</source>
        <translation>Öffnen Sie eine Gold-, Projekt- oder Textdatei zum Annotieren (Datei &gt; Öffnen).</translation>
    </message>
    <message>
        <source>sent_id %1: %2</source>
        <extracomment>Above the token chips: &quot;sent_id 12: the sentence text&quot;</extracomment>
        <translation>sent_id %1: %2</translation>
    </message>
    <message>
        <source>Editing triple %1 of synset %2</source>
        <translation>Tripel %1 von Synset %2 wird bearbeitet</translation>
    </message>
    <message>
        <source>No sentence</source>
        <translation>Kein Satz</translation>
    </message>
    <message>
        <source>Sentence %1 / %2: %3, %4 (total: %5, %6)</source>
        <extracomment>Status bar: &quot;Sentence 2 / 300: 3 synsets, 7 triples (total: 1350 synsets, 9000 triples)&quot;</extracomment>
        <translation>Satz %1 / %2: %3, %4 (gesamt: %5, %6)</translation>
    </message>
    <message numerus="yes">
        <source>%n synset(s)</source>
        <translation>
            <numerusform>%n Synset</numerusform>
            <numerusform>%n Synsets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n triple(s)</source>
        <translation>
            <numerusform>%n Tripel</numerusform>
            <numerusform>%n Tripel</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Sentence</source>
        <translation>Gehe zu Satz</translation>
    </message>
    <message>
        <source>Sentence (1 to %1):</source>
        <translation>Satz (1 bis %1):</translation>
    </message>
    <message>
        <source>Move Triple</source>
        <extracomment>Move a triple: synset number, or one past the last for a new synset</extracomment>
        <translation>Tripel verschieben</translation>
    </message>
    <message>
        <source>To synset (1 to %1; %2 makes a new one):</source>
        <translation>In Synset (1 bis %1; %2 legt ein neues an):</translation>
    </message>
    <message>
        <source>Fill %1</source>
        <extracomment>Edit menu: &quot;Fill Subject&quot;, the slot clicked tokens go to</extracomment>
        <translation>%1 füllen</translation>
    </message>
    <message>
        <source>Toggle &amp;Optional</source>
        <translation>&amp;Optional umschalten</translation>
    </message>
    <message>
        <source>Make the selected slot words one optional group [in brackets], or plain again</source>
        <translation>Die gewählten Wörter zu einer optionalen Gruppe [in Klammern] machen, oder wieder normal</translation>
    </message>
    <message>
        <source>Move Word &amp;Left</source>
        <translation>Wort nach &amp;links</translation>
    </message>
    <message>
        <source>Move Word &amp;Right</source>
        <translation>Wort nach &amp;rechts</translation>
    </message>
    <message>
        <source>Remo&amp;ve Slot Words</source>
        <translation>Slot-Wörter &amp;entfernen</translation>
    </message>
    <message>
        <source>Add a &amp;Word Not in the Sentence</source>
        <translation>&amp;Wort hinzufügen, das nicht im Satz steht</translation>
    </message>
    <message>
        <source>&amp;Clear Triple</source>
        <translation>Tripel &amp;leeren</translation>
    </message>
    <message>
        <source>Add to &amp;Active Synset</source>
        <translation>Zum &amp;aktiven Synset hinzufügen</translation>
    </message>
    <message>
        <source>Add to &amp;New Synset</source>
        <translation>Zu &amp;neuem Synset hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;place Edited Triple</source>
        <translation>Bearbeitetes Tripel &amp;ersetzen</translation>
    </message>
    <message>
        <source>&amp;Edit Triple</source>
        <translation>Tripel &amp;bearbeiten</translation>
    </message>
    <message>
        <source>Load the selected triple back into the slots, then Replace</source>
        <translation>Das gewählte Tripel in die Slots laden, dann Ersetzen</translation>
    </message>
    <message>
        <source>D&amp;uplicate Triple</source>
        <translation>Tripel &amp;duplizieren</translation>
    </message>
    <message>
        <source>Move Triple to &amp;Previous Synset</source>
        <translation>Tripel ins &amp;vorige Synset</translation>
    </message>
    <message>
        <source>Move Triple to Ne&amp;xt Synset</source>
        <translation>Tripel ins &amp;nächste Synset</translation>
    </message>
    <message>
        <source>&amp;Move Triple to Synset...</source>
        <translation>Tripel in Synset &amp;verschieben...</translation>
    </message>
    <message>
        <source>&amp;Delete Triple or Synset</source>
        <translation>Tripel oder Synset &amp;löschen</translation>
    </message>
    <message>
        <source>Toggle En&amp;tity-Clean</source>
        <translation>En&amp;titätsrein umschalten</translation>
    </message>
    <message>
        <source>Go to the &amp;Tokens</source>
        <translation>Zu den &amp;Tokens</translation>
    </message>
    <message>
        <source>Go to the S&amp;ynsets</source>
        <translation>Zu den S&amp;ynsets</translation>
    </message>
    <message>
        <source>&amp;First Sentence</source>
        <translation>&amp;Erster Satz</translation>
    </message>
    <message>
        <source>&amp;Previous Sentence</source>
        <translation>&amp;Voriger Satz</translation>
    </message>
    <message>
        <source>&amp;Next Sentence</source>
        <translation>&amp;Nächster Satz</translation>
    </message>
    <message>
        <source>&amp;Last Sentence</source>
        <translation>&amp;Letzter Satz</translation>
    </message>
    <message>
        <source>&amp;Go to Sentence...</source>
        <translation>&amp;Gehe zu Satz...</translation>
    </message>
    <message>
        <source>Next Sentence &amp;Without Synsets</source>
        <translation>Nächster Satz &amp;ohne Synsets</translation>
    </message>
    <message>
        <source>&amp;Find in Sentences...</source>
        <translation>In Sätzen &amp;suchen...</translation>
    </message>
    <message>
        <source>Find N&amp;ext</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>Add a system output to see this chart</source>
        <translation>Fügen Sie eine Systemausgabe hinzu, um dieses Diagramm zu sehen</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>Chart tooltip: &quot;series, category: value&quot;</extracomment>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>BucketDialog</name>
    <message>
        <source>Sentence Buckets</source>
        <translation>Satzgruppen</translation>
    </message>
    <message>
        <source>Bins over a sentence property</source>
        <translation>Intervalle über eine Satzeigenschaft</translation>
    </message>
    <message>
        <source>Buckets from a TSV file (sent_id, bucket)</source>
        <translation>Gruppen aus einer TSV-Datei (sent_id, bucket)</translation>
    </message>
    <message>
        <source>Ascending upper bounds: &quot;20, 30&quot; makes the bins &lt;= 20, 21-30 and &gt; 30</source>
        <translation>Aufsteigende Obergrenzen: „20, 30“ ergibt die Intervalle &lt;= 20, 21-30 und &gt; 30</translation>
    </message>
    <message>
        <source>default: property_bins</source>
        <translation>Standard: Eigenschaft_bins</translation>
    </message>
    <message>
        <source>&amp;Property:</source>
        <translation>&amp;Eigenschaft:</translation>
    </message>
    <message>
        <source>Bin &amp;edges:</source>
        <translation>Intervall&amp;grenzen:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>Bucket File</source>
        <translation>Gruppendatei</translation>
    </message>
    <message>
        <source>TSV (*.tsv *.txt);;All files (*)</source>
        <translation>TSV (*.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a TSV file.</source>
        <translation>Wählen Sie eine TSV-Datei.</translation>
    </message>
    <message>
        <source>Bin edges must be ascending whole numbers, such as 20, 30.</source>
        <translation>Intervallgrenzen müssen aufsteigende ganze Zahlen sein, etwa 20, 30.</translation>
    </message>
</context>
<context>
    <name>CarbTableModel</name>
    <message>
        <source>%1 gold tuples in %2 sentences; %3 extractions of sentences without CaRB gold ignored</source>
        <translation>%1 Gold-Tupel in %2 Sätzen; %3 Extraktionen von Sätzen ohne CaRB-Gold ignoriert</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>Extraktionen</translation>
    </message>
    <message>
        <source>AUC</source>
        <extracomment>Column header: area under the precision-recall curve (keep it short)</extracomment>
        <translation>AUC</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Extractions in sentences that have CaRB gold</source>
        <translation>Extraktionen in Sätzen mit CaRB-Gold</translation>
    </message>
    <message>
        <source>Area under the precision-recall curve</source>
        <translation>Fläche unter der Precision-Recall-Kurve</translation>
    </message>
    <message>
        <source>At the F1-optimal confidence threshold, rounded as CaRB prints it</source>
        <translation>An der F1-optimalen Konfidenzschwelle, gerundet wie CaRB sie ausgibt</translation>
    </message>
    <message>
        <source>The confidence threshold of the F1-optimal point</source>
        <translation>Die Konfidenzschwelle des F1-optimalen Punkts</translation>
    </message>
</context>
<context>
    <name>ChartExportDialog</name>
    <message>
        <source>Chart Export</source>
        <translation>Diagrammexport</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Breite:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Höhe:</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Einheit:</translation>
    </message>
    <message>
        <source>PNG resolution (dpi):</source>
        <translation>PNG-Auflösung (dpi):</translation>
    </message>
    <message>
        <source>Font size:</source>
        <translation>Schriftgröße:</translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn</source>
        <translation>%1: Das Diagramm konnte nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: Der Ordner kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>ConlluReader</name>
    <message>
        <source>head %1 is past the last word of the sentence (%2); read as the root</source>
        <translation>Kopf %1 liegt hinter dem letzten Wort des Satzes (%2); als Wurzel gelesen</translation>
    </message>
    <message>
        <source>word %1 is its own head; read as the root</source>
        <translation>Wort %1 ist sein eigener Kopf; als Wurzel gelesen</translation>
    </message>
    <message>
        <source>expected 10 tab-separated columns, found %1; line skipped</source>
        <translation>10 durch Tabulatoren getrennte Spalten erwartet, %1 gefunden; Zeile übersprungen</translation>
    </message>
    <message>
        <source>bad word id &quot;%1&quot;; line skipped</source>
        <translation>ungültige Wort-ID „%1“; Zeile übersprungen</translation>
    </message>
    <message>
        <source>bad multiword token range &quot;%1&quot;; line skipped</source>
        <translation>ungültiger Mehrwort-Token-Bereich „%1“; Zeile übersprungen</translation>
    </message>
    <message>
        <source>word id %1 out of sequence (expected %2); line skipped</source>
        <translation>Wort-ID %1 außerhalb der Reihenfolge (erwartet %2); Zeile übersprungen</translation>
    </message>
    <message>
        <source>bad head &quot;%1&quot; (a word id or 0 was expected); read as the root</source>
        <translation>ungültiger Kopf „%1“ (Wort-ID oder 0 erwartet); als Wurzel gelesen</translation>
    </message>
</context>
<context>
    <name>DocumentImport</name>
    <message>
        <source>OIE Studio project</source>
        <translation>OIE-Studio-Projekt</translation>
    </message>
    <message>
        <source>BenchIE gold</source>
        <translation>BenchIE-Goldstandard</translation>
    </message>
    <message>
        <source>CoNLL-U</source>
        <translation>CoNLL-U</translation>
    </message>
    <message>
        <source>text, one sentence per line</source>
        <translation>Text, ein Satz pro Zeile</translation>
    </message>
    <message>
        <source>raw text</source>
        <translation>Fließtext</translation>
    </message>
</context>
<context>
    <name>ErrorAnalysis</name>
    <message>
        <source>the sentence has no gold triple, so no extraction of it can be correct</source>
        <translation>der Satz hat kein Gold-Tripel, daher kann keine seiner Extraktionen korrekt sein</translation>
    </message>
    <message>
        <source>matches triple %1 of synset %2</source>
        <translation>stimmt mit Tripel %1 von Synset %2 überein</translation>
    </message>
    <message>
        <source>no slot is a realization of that slot of any gold triple of the sentence</source>
        <translation>kein Slot ist eine Realisierung dieses Slots eines Gold-Tripels des Satzes</translation>
    </message>
    <message>
        <source>%1 %2 is not a realization of any gold %1</source>
        <translation>%1 %2 realisiert keinen Gold-Slot vom Typ %1</translation>
    </message>
    <message>
        <source>each slot is a realization of that slot of some gold triple, but no triple has all three</source>
        <translation>jeder Slot realisiert diesen Slot irgendeines Gold-Tripels, aber kein Tripel hat alle drei</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs only in %2</source>
        <translation>das nächste Tripel in Synset %1 unterscheidet sich nur in: %2</translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs in %2</source>
        <translation>das nächste Tripel in Synset %1 unterscheidet sich in: %2</translation>
    </message>
    <message>
        <source>subject</source>
        <translation>Subjekt</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>object</source>
        <translation>Objekt</translation>
    </message>
    <message numerus="yes">
        <source>%n more triple(s) as close, in synset(s) %1</source>
        <translation>
            <numerusform>%n weiteres gleich nahes Tripel, in Synset %1</numerusform>
            <numerusform>%n weitere gleich nahe Tripel, in Synset(s) %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationChartData</name>
    <message>
        <source>Precision, recall and F1 (facet: %1)</source>
        <translation>Precision, Recall und F1 (Facette: %1)</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Maß</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Recall</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>CaRB precision-recall curves</source>
        <translation>CaRB-Precision-Recall-Kurven</translation>
    </message>
    <message>
        <source>%1 (AUC %2)</source>
        <extracomment>Legend entry of a CaRB curve: system name and area under the curve</extracomment>
        <translation>%1 (AUC %2)</translation>
    </message>
    <message>
        <source>F1 per facet</source>
        <translation>F1 je Facette</translation>
    </message>
    <message>
        <source>Facet</source>
        <translation>Facette</translation>
    </message>
    <message>
        <source>Slot errors of incorrect extractions</source>
        <translation>Slot-Fehler falscher Extraktionen</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <source>Share of incorrect extractions</source>
        <translation>Anteil falscher Extraktionen</translation>
    </message>
    <message>
        <source>Error buckets (1 = slot agrees with the closest gold triple)</source>
        <translation>Fehlerklassen (1 = Slot stimmt mit dem nächsten Gold-Tripel überein)</translation>
    </message>
    <message>
        <source>Slot pattern (subject, relation, object)</source>
        <translation>Slot-Muster (Subjekt, Relation, Objekt)</translation>
    </message>
    <message>
        <source>Error buckets per system (1 = slot agrees with the closest gold triple)</source>
        <translation>Fehlerklassen je System (1 = Slot stimmt mit dem nächsten Gold-Tripel überein)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Cells: share of the system&apos;s incorrect extractions</source>
        <translation>Zellen: Anteil an den falschen Extraktionen des Systems</translation>
    </message>
    <message>
        <source>F1 by sentence bucket: %1</source>
        <translation>F1 je Satzgruppe: %1</translation>
    </message>
    <message>
        <source>Bucket (%1)</source>
        <translation>Gruppe (%1)</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>Tokens: %1</translation>
    </message>
    <message>
        <source>Counted from: %1</source>
        <translation>Gezählt aus: %1</translation>
    </message>
    <message>
        <source>%1 (n=%2)</source>
        <extracomment>Chart category: bucket label and its number of sentences</extracomment>
        <translation>%1 (n=%2)</translation>
    </message>
    <message>
        <source>One point per confidence threshold, and (0, 1) as CaRB adds it for the AUC</source>
        <translation>Ein Punkt je Konfidenzschwelle, dazu (0, 1), den CaRB für die AUC ergänzt</translation>
    </message>
    <message>
        <source>Precision, recall and F1 (BenchIE^FL, %1)</source>
        <extracomment>%1 is the matcher&apos;s mode, e.g. &quot;principled&quot; or &quot;official, no correction&quot;</extracomment>
        <translation>Precision, Recall und F1 (BenchIE^FL, %1)</translation>
    </message>
</context>
<context>
    <name>EvaluationWorkspace</name>
    <message>
        <source>Scores</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>BenchIE</source>
        <translation>BenchIE</translation>
    </message>
    <message>
        <source>BenchIE^FL</source>
        <translation>BenchIE^FL</translation>
    </message>
    <message>
        <source>CaRB</source>
        <translation>CaRB</translation>
    </message>
    <message>
        <source>The scorer of the table and chart: BenchIE under the facet of the toolbar, BenchIE^FL&apos;s tolerant matching, or CaRB against an attached CaRB gold</source>
        <translation>Bewertungsverfahren für Tabelle und Diagramm: BenchIE unter der Facette der Werkzeugleiste, der tolerante Abgleich von BenchIE^FL oder CaRB gegen ein angehängtes CaRB-Gold</translation>
    </message>
    <message>
        <source>F1 of every system under every facet</source>
        <translation>F1 jedes Systems unter jeder Facette</translation>
    </message>
    <message>
        <source>Decimals of P, R and F1 in copies and exports</source>
        <translation>Nachkommastellen von P, R und F1 beim Kopieren und Exportieren</translation>
    </message>
    <message>
        <source>Export Scores...</source>
        <translation>Bewertungen exportieren...</translation>
    </message>
    <message>
        <source>Export Overview...</source>
        <translation>Übersicht exportieren...</translation>
    </message>
    <message>
        <source>&amp;Decimals:</source>
        <translation>&amp;Nachkommastellen:</translation>
    </message>
    <message>
        <source>S&amp;corer:</source>
        <translation>&amp;Bewertung:</translation>
    </message>
    <message>
        <source>Export Chart...</source>
        <translation>Diagramm exportieren...</translation>
    </message>
    <message>
        <source>Export All Charts...</source>
        <translation>Alle Diagramme exportieren...</translation>
    </message>
    <message>
        <source>Sentence Buckets...</source>
        <translation>Satzgruppen...</translation>
    </message>
    <message>
        <source>Add a bucketized F1 chart: bins over a sentence property, or a TSV file sent_id, bucket</source>
        <translation>Ein F1-Diagramm nach Gruppen hinzufügen: Intervalle über eine Satzeigenschaft oder eine TSV-Datei sent_id, bucket</translation>
    </message>
    <message>
        <source>CaRB Gold</source>
        <translation>CaRB-Gold</translation>
    </message>
    <message>
        <source>CaRB gold (*.txt *.tsv);;All files (*)</source>
        <translation>CaRB-Gold (*.txt *.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>E&amp;valuation</source>
        <translation>&amp;Auswertung</translation>
    </message>
    <message>
        <source>Attach &amp;CaRB Gold...</source>
        <translation>&amp;CaRB-Gold anhängen...</translation>
    </message>
    <message>
        <source>A CaRB gold file for the same sentences, to score the systems with CaRB</source>
        <translation>Eine CaRB-Golddatei zu denselben Sätzen, um die Systeme mit CaRB zu bewerten</translation>
    </message>
    <message>
        <source>&amp;Scorer</source>
        <translation>&amp;Bewertungsverfahren</translation>
    </message>
    <message>
        <source>Export &amp;All Charts...</source>
        <translation>&amp;Alle Diagramme exportieren...</translation>
    </message>
    <message>
        <source>Export Mismatch &amp;Report...</source>
        <translation>Abweichungs&amp;bericht exportieren...</translation>
    </message>
    <message>
        <source>LaTeX booktabs (*.tex)</source>
        <translation>LaTeX booktabs (*.tex)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>TSV (*.tsv)</source>
        <translation>TSV (*.tsv)</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</translation>
    </message>
    <message>
        <source>Export All Charts</source>
        <translation>Alle Diagramme exportieren</translation>
    </message>
    <message>
        <source>Export Mismatch Report</source>
        <translation>Abweichungsbericht exportieren</translation>
    </message>
    <message>
        <source>TSV (*.tsv);;JSON (*.json)</source>
        <translation>TSV (*.tsv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the F1 of every system under every facet</source>
        <translation>F1 jedes Systems unter jeder Facette exportieren</translation>
    </message>
    <message>
        <source>F1 under every facet</source>
        <translation>F1 unter jeder Facette</translation>
    </message>
    <message>
        <source>FL &amp;Options</source>
        <translation>FL-&amp;Optionen</translation>
    </message>
    <message>
        <source>Matching: %1</source>
        <extracomment>Beside the score table under BenchIE^FL: the matcher&apos;s mode and the heuristics switched off</extracomment>
        <translation>Abgleich: %1</translation>
    </message>
    <message>
        <source>CaRB does not judge extractions against synsets: the verdicts and F1 on this page are BenchIE&apos;s, under the facet chosen in the toolbar. The CaRB scores are on the Scores page.</source>
        <translation>CaRB beurteilt Extraktionen nicht anhand von Synsets: Die Urteile und F1-Werte auf dieser Seite stammen von BenchIE, mit der in der Werkzeugleiste gewählten Facette. Die CaRB-Ergebnisse stehen auf der Seite „Bewertungen“.</translation>
    </message>
</context>
<context>
    <name>FacetOverviewModel</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>F1 %1</source>
        <extracomment>Column header of the per-facet overview: F1 under a facet</extracomment>
        <translation>F1 %1</translation>
    </message>
</context>
<context>
    <name>FacetText</name>
    <message>
        <source>Default</source>
        <extracomment>Facet (scoring mode) of BenchIE: exact slot-wise matching</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: the three slots concatenated</extracomment>
        <translation>Verkettet</translation>
    </message>
    <message>
        <source>Minimal</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots</extracomment>
        <translation>Minimal</translation>
    </message>
    <message>
        <source>Minimal concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots, concatenated</extracomment>
        <translation>Minimal verkettet</translation>
    </message>
    <message>
        <source>Entity</source>
        <extracomment>Facet (scoring mode) of BenchIE: entity-clean triples only</extracomment>
        <translation>Entität</translation>
    </message>
    <message>
        <source>Subject, relation and object each match a gold slot</source>
        <translation>Subjekt, Relation und Objekt stimmen jeweils mit einem Gold-Slot überein</translation>
    </message>
    <message>
        <source>Subject, relation and object joined into one string match a joined gold triple</source>
        <translation>Subjekt, Relation und Objekt, zu einer Zeichenkette verbunden, stimmen mit einem verbundenen Gold-Tripel überein</translation>
    </message>
    <message>
        <source>Only the minimal gold slots count: every optional [bracketed] part removed</source>
        <translation>Nur die minimalen Gold-Slots zählen: alle optionalen [eingeklammerten] Teile entfernt</translation>
    </message>
    <message>
        <source>Minimal gold slots, matched as one joined string</source>
        <translation>Minimale Gold-Slots, als eine verbundene Zeichenkette abgeglichen</translation>
    </message>
    <message>
        <source>Only gold triples whose subject and object are whole entities count</source>
        <translation>Nur Gold-Tripel zählen, deren Subjekt und Objekt ganze Entitäten sind</translation>
    </message>
</context>
<context>
    <name>FlOptionsMenu</name>
    <message>
        <source>BenchIE^FL &amp;Options</source>
        <translation>BenchIE^FL-&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Principled Matching</source>
        <translation>&amp;Prinzipieller Abgleich</translation>
    </message>
    <message>
        <source>Match as the benchmark&apos;s rules intend: systems paired with the gold by sentence id, slots read as written</source>
        <translation>Abgleich, wie die Regeln des Benchmarks es vorsehen: Systeme über die Satz-ID dem Gold zugeordnet, Slots so gelesen, wie sie geschrieben sind</translation>
    </message>
    <message>
        <source>&amp;Official Scorer</source>
        <translation>&amp;Offizieller Bewerter</translation>
    </message>
    <message>
        <source>Reproduce the official BenchIE^FL scorer, its accidents included, to get the published numbers</source>
        <translation>Den offiziellen BenchIE^FL-Bewerter samt seiner Eigenheiten nachbilden, um die veröffentlichten Zahlen zu erhalten</translation>
    </message>
    <message>
        <source>Match Without P&amp;unctuation</source>
        <translation>Abgleich ohne &amp;Satzzeichen</translation>
    </message>
    <message>
        <source>Also accept an extraction that equals a gold triple once punctuation is removed</source>
        <translation>Auch eine Extraktion anerkennen, die nach Entfernen der Satzzeichen einem Gold-Tripel gleicht</translation>
    </message>
    <message>
        <source>&amp;Alternative Formulations</source>
        <translation>&amp;Alternative Formulierungen</translation>
    </message>
    <message>
        <source>Also accept the gold&apos;s other wordings: &quot;is&quot; relations and conjunction pairs</source>
        <translation>Auch andere Formulierungen des Golds anerkennen: &quot;is&quot;-Relationen und Konjunktionspaare</translation>
    </message>
    <message>
        <source>&amp;Level of Detail</source>
        <translation>&amp;Detailgrad</translation>
    </message>
    <message>
        <source>&amp;Correction</source>
        <translation>&amp;Korrektur</translation>
    </message>
    <message>
        <source>Give each gold cluster to one extraction only; when off, every extraction that matches a cluster is credited</source>
        <translation>Jeden Gold-Cluster nur einer Extraktion zuschreiben; ausgeschaltet wird jede passende Extraktion angerechnet</translation>
    </message>
    <message>
        <source>Also accept an extraction that states a gold triple in more detail: its arguments hold the gold arguments&apos; words and more</source>
        <translation>Auch eine Extraktion anerkennen, die ein Gold-Tripel detaillierter ausdrückt: ihre Argumente enthalten die Wörter der Gold-Argumente und mehr</translation>
    </message>
    <message>
        <source>BenchIE^FL&apos;s mode (principled or official) and its matching heuristics</source>
        <translation>Modus von BenchIE^FL (prinzipiell oder offiziell) und seine Abgleich-Heuristiken</translation>
    </message>
</context>
<context>
    <name>GoldEditor</name>
    <message>
        <source>Add triple to new synset %1</source>
        <translation>Tripel zu neuem Synset %1 hinzufügen</translation>
    </message>
    <message>
        <source>Add triple to synset %1</source>
        <translation>Tripel zu Synset %1 hinzufügen</translation>
    </message>
    <message>
        <source>Replace triple %1 of synset %2</source>
        <translation>Tripel %1 von Synset %2 ersetzen</translation>
    </message>
    <message>
        <source>Duplicate triple %1 of synset %2</source>
        <translation>Tripel %1 von Synset %2 duplizieren</translation>
    </message>
    <message>
        <source>Move triple from synset %1 to a new synset</source>
        <translation>Tripel von Synset %1 in ein neues Synset verschieben</translation>
    </message>
    <message>
        <source>Move triple from synset %1 to synset %2</source>
        <translation>Tripel von Synset %1 nach Synset %2 verschieben</translation>
    </message>
    <message>
        <source>Delete triple %1 of synset %2</source>
        <translation>Tripel %1 von Synset %2 löschen</translation>
    </message>
    <message>
        <source>Delete synset %1</source>
        <translation>Synset %1 löschen</translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 entity-clean</source>
        <translation>Tripel %1 von Synset %2 als entitätsrein markieren</translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 not entity-clean</source>
        <translation>Tripel %1 von Synset %2 als nicht entitätsrein markieren</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Add System Output...</source>
        <translation>System&amp;ausgabe hinzufügen...</translation>
    </message>
    <message>
        <source>Score the extractions of an OIE system against the gold</source>
        <translation>Die Extraktionen eines OIE-Systems anhand des Goldstandards bewerten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About OIE Studio</source>
        <translation>Ü&amp;ber OIE Studio</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Facet:</source>
        <translation>&amp;Facette:</translation>
    </message>
    <message>
        <source>How extractions are matched against the gold</source>
        <translation>Wie Extraktionen mit dem Goldstandard abgeglichen werden</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation>BenchIE-Golddateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>Öffnen Sie einen Goldstandard, bevor Sie Systemausgaben hinzufügen.</translation>
    </message>
    <message>
        <source>Add System Output</source>
        <translation>Systemausgabe hinzufügen</translation>
    </message>
    <message>
        <source>BenchIE system outputs (*.txt);;All files (*)</source>
        <translation>BenchIE-Systemausgaben (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>System name:</source>
        <translation>Systemname:</translation>
    </message>
    <message>
        <source>About OIE Studio</source>
        <translation>Über OIE Studio</translation>
    </message>
    <message>
        <source>OIE Studio</source>
        <translation>OIE Studio</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s)</source>
        <translation>
            <numerusform>%n Satz</numerusform>
            <numerusform>%n Sätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n synset(s)</source>
        <translation>
            <numerusform>%n Synset</numerusform>
            <numerusform>%n Synsets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n system(s)</source>
        <translation>
            <numerusform>%n System</numerusform>
            <numerusform>%n Systeme</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <extracomment>Status bar: &quot;12 sentences, 34 synsets, 2 systems&quot;</extracomment>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;Scores Open Information Extraction systems against fact-based BenchIE gold annotations, under every BenchIE facet.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;Bewertet Systeme zur offenen Informationsextraktion anhand der faktenbasierten BenchIE-Goldannotationen, unter jeder BenchIE-Facette.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Annotieren</translation>
    </message>
    <message>
        <source>scored in %1 ms</source>
        <extracomment>Status bar: time the last scoring (or rescoring after an edit) took</extracomment>
        <translation>bewertet in %1 ms</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open a BenchIE gold annotation file or an OIE Studio project</source>
        <translation>Eine BenchIE-Gold-Annotationsdatei oder ein OIE-Studio-Projekt öffnen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Navigate</source>
        <translation>&amp;Navigieren</translation>
    </message>
    <message>
        <source>Eva&amp;luate</source>
        <translation>Aus&amp;werten</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>BenchIE-Gold-Dateien und OIE-Studio-Projekte (*.txt *.oieproj);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1[*] - OIE Studio</source>
        <translation>%1[*] - OIE Studio</translation>
    </message>
    <message>
        <source>OIE Studio projects (*.oieproj);;All files (*)</source>
        <translation>OIE-Studio-Projekte (*.oieproj);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save Project</source>
        <translation>Projekt &amp;speichern</translation>
    </message>
    <message>
        <source>Save Project &amp;As...</source>
        <translation>Projekt speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Export BenchIE Gold...</source>
        <translation>BenchIE-Gold &amp;exportieren...</translation>
    </message>
    <message>
        <source>Export E&amp;ntity Gold...</source>
        <translation>E&amp;ntitäts-Gold exportieren...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>%1 - unsaved changes</source>
        <translation>%1 - ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>Projekt speichern</translation>
    </message>
    <message>
        <source>Export Entity Gold</source>
        <translation>Entitäts-Gold exportieren</translation>
    </message>
    <message>
        <source>Export BenchIE Gold</source>
        <translation>BenchIE-Gold exportieren</translation>
    </message>
    <message>
        <source>The annotation has unsaved changes. Save them as a project?</source>
        <translation>Die Annotation hat ungespeicherte Änderungen. Als Projekt speichern?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <extracomment>Recent files menu entry: &quot;&amp;1 gold.txt&quot;</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>ein unbenanntes Dokument</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>OIE Studio was closed with unsaved changes to %1 (last copy %2). Restore them?</source>
        <translation>OIE Studio wurde mit ungespeicherten Änderungen an %1 beendet (letzte Kopie %2). Wiederherstellen?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else since it was opened.</source>
        <translation>%1 wurde seit dem Öffnen von jemand anderem auf der Festplatte geändert.</translation>
    </message>
    <message>
        <source>Overwrite it anyway?</source>
        <translation>Trotzdem überschreiben?</translation>
    </message>
</context>
<context>
    <name>MismatchBrowser</name>
    <message>
        <source>Search sentences or ids</source>
        <translation>Sätze oder IDs suchen</translation>
    </message>
    <message>
        <source>Some F1 below</source>
        <translation>Ein F1 unter</translation>
    </message>
    <message>
        <source>Systems disagree</source>
        <translation>Systeme uneinig</translation>
    </message>
    <message>
        <source>Synset covered by no system</source>
        <translation>Synset von keinem System abgedeckt</translation>
    </message>
    <message>
        <source>Export Report...</source>
        <translation>Bericht exportieren...</translation>
    </message>
    <message>
        <source>Every extraction of every visible system with its verdict, synset, closest gold triple and slot pattern, as TSV or JSON</source>
        <translation>Jede Extraktion jedes sichtbaren Systems mit Urteil, Synset, nächstem Gold-Tripel und Slot-Muster, als TSV oder JSON</translation>
    </message>
</context>
<context>
    <name>MismatchSentenceModel</name>
    <message>
        <source>%1 in this sentence: TP %2, FP %3, FN %4, F1 %5</source>
        <extracomment>Tooltip of a system&apos;s cell in the sentence list</extracomment>
        <translation>%1 in diesem Satz: TP %2, FP %3, FN %4, F1 %5</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>F1 of %1 in each sentence (TP, FP and FN in the cell&apos;s tooltip)</source>
        <translation>F1 von %1 in jedem Satz (TP, FP und FN im Tooltip der Zelle)</translation>
    </message>
</context>
<context>
    <name>PlotBuilder</name>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>Chart tooltip: &quot;series, category: value&quot;</extracomment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <extracomment>Curve tooltip: &quot;system: x label x, y label y&quot;</extracomment>
        <translation>%1: %2 %3, %4 %5</translation>
    </message>
</context>
<context>
    <name>PosColors</name>
    <message>
        <source>Verb</source>
        <translation>Verb</translation>
    </message>
    <message>
        <source>Noun</source>
        <translation>Nomen</translation>
    </message>
    <message>
        <source>Proper noun</source>
        <translation>Eigenname</translation>
    </message>
    <message>
        <source>Adjective</source>
        <translation>Adjektiv</translation>
    </message>
    <message>
        <source>Adverb</source>
        <translation>Adverb</translation>
    </message>
    <message>
        <source>Pronoun</source>
        <translation>Pronomen</translation>
    </message>
    <message>
        <source>Determiner</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Preposition</source>
        <translation>Präposition</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Conjunction</source>
        <translation>Konjunktion</translation>
    </message>
    <message>
        <source>Particle</source>
        <translation>Partikel</translation>
    </message>
    <message>
        <source>Punctuation</source>
        <translation>Satzzeichen</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Verbs and nouns</source>
        <translation>Verben und Nomen</translation>
    </message>
    <message>
        <source>All parts of speech</source>
        <translation>Alle Wortarten</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
</context>
<context>
    <name>PosTagger</name>
    <message>
        <source>The POS tagger&apos;s model %1 cannot be read (%2). Install the Debian package liblingua-en-tagger-perl or set OIE_TAGGER_DIR; sentences stay untagged.</source>
        <translation>Das Modell des Wortart-Taggers %1 kann nicht gelesen werden (%2). Installieren Sie das Debian-Paket liblingua-en-tagger-perl oder setzen Sie OIE_TAGGER_DIR; die Sätze bleiben ohne Wortarten.</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model in %1 has no usable tables; sentences stay untagged.</source>
        <translation>Das Modell des Wortart-Taggers in %1 enthält keine brauchbaren Tabellen; die Sätze bleiben ohne Wortarten.</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model is not loaded; sentences stay untagged.</source>
        <translation>Das Modell des Wortart-Taggers ist nicht geladen; die Sätze bleiben ohne Wortarten.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Token &amp;colours:</source>
        <translation>Token-&amp;Farben:</translation>
    </message>
    <message>
        <source>Show part-of-speech &amp;labels</source>
        <translation>Wortart-&amp;Etiketten zeigen</translation>
    </message>
    <message>
        <source>Show token &amp;indices</source>
        <translation>Token-&amp;Indizes zeigen</translation>
    </message>
    <message>
        <source>Sentence order</source>
        <translation>Satzreihenfolge</translation>
    </message>
    <message>
        <source>Click order</source>
        <translation>Klickreihenfolge</translation>
    </message>
    <message>
        <source>Slot &amp;words in:</source>
        <translation>Reihenfolge der Slot-&amp;Wörter:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>&amp;Schriftgröße:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language applies when OIE Studio starts again.</source>
        <translation>Eine neue Sprache gilt nach dem nächsten Start von OIE Studio.</translation>
    </message>
    <message>
        <source>&amp;Author of edits:</source>
        <translation>&amp;Autor der Änderungen:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Only when the window loses focus</source>
        <translation>Nur wenn das Fenster den Fokus verliert</translation>
    </message>
    <message>
        <source>How often unsaved changes are copied to a recovery file</source>
        <translation>Wie oft ungespeicherte Änderungen in eine Wiederherstellungsdatei kopiert werden</translation>
    </message>
    <message>
        <source>Auto&amp;save every:</source>
        <translation>Automatisch &amp;sichern alle:</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>Cannot create the recovery folder %1</source>
        <translation>Der Wiederherstellungsordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: the project could not be serialized</source>
        <translation>Die Wiederherstellungsdatei kann nicht geschrieben werden: das Projekt ließ sich nicht serialisieren</translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message numerus="yes">
        <source>%n extraction(s) of sentences outside the gold ignored</source>
        <translation>
            <numerusform>%n Extraktion zu Sätzen außerhalb des Goldstandards ignoriert</numerusform>
            <numerusform>%n Extraktionen zu Sätzen außerhalb des Goldstandards ignoriert</numerusform>
        </translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>Extraktionen</translation>
    </message>
    <message>
        <source>TP</source>
        <extracomment>Column header: true positives (keep it short)</extracomment>
        <translation>TP</translation>
    </message>
    <message>
        <source>FP</source>
        <extracomment>Column header: false positives (keep it short)</extracomment>
        <translation>FP</translation>
    </message>
    <message>
        <source>FN</source>
        <extracomment>Column header: false negatives (keep it short)</extracomment>
        <translation>FN</translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Column header: precision (keep it short)</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>Column header: recall (keep it short)</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>F1</source>
        <extracomment>Column header: F1 score (keep it short)</extracomment>
        <translation>F1</translation>
    </message>
    <message>
        <source>Extractions read from the system output</source>
        <translation>Aus der Systemausgabe gelesene Extraktionen</translation>
    </message>
    <message>
        <source>True positives: gold synsets covered by a correct extraction</source>
        <translation>Richtig positiv: Gold-Synsets, die eine korrekte Extraktion abdeckt</translation>
    </message>
    <message>
        <source>False positives: incorrect extractions</source>
        <translation>Falsch positiv: falsche Extraktionen</translation>
    </message>
    <message>
        <source>False negatives: gold synsets no extraction covers</source>
        <translation>Falsch negativ: Gold-Synsets, die keine Extraktion abdeckt</translation>
    </message>
    <message>
        <source>Precision: TP / (TP + FP)</source>
        <translation>Präzision: TP / (TP + FP)</translation>
    </message>
    <message>
        <source>Recall: TP / (TP + FN)</source>
        <translation>Recall: TP / (TP + FN)</translation>
    </message>
    <message>
        <source>F1: harmonic mean of precision and recall</source>
        <translation>F1: harmonisches Mittel aus Präzision und Recall</translation>
    </message>
</context>
<context>
    <name>ScoringSession</name>
    <message>
        <source>Cannot read the gold file %1: %2</source>
        <translation>Die Golddatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>system %1 dropped: %2</source>
        <translation>System %1 entfernt: %2</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>Öffnen Sie einen Goldstandard, bevor Sie Systemausgaben hinzufügen.</translation>
    </message>
    <message>
        <source>Cannot read the system output %1: %2</source>
        <translation>Die Systemausgabe %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the gold marks no triple as entity-clean: the entity facet scores nothing</source>
        <translation>der Goldstandard markiert kein Tripel als entitätsrein: die Entitätsfacette bewertet nichts</translation>
    </message>
    <message>
        <source>A system needs a name.</source>
        <translation>Ein System braucht einen Namen.</translation>
    </message>
    <message>
        <source>A system named %1 already exists.</source>
        <translation>Ein System namens %1 existiert bereits.</translation>
    </message>
    <message>
        <source>There is no system named %1.</source>
        <translation>Es gibt kein System namens %1.</translation>
    </message>
</context>
<context>
    <name>SentenceBuckets</name>
    <message>
        <source>CoNLL-U dependencies</source>
        <translation>CoNLL-U-Dependenzen</translation>
    </message>
    <message>
        <source>POS tags</source>
        <translation>POS-Tags</translation>
    </message>
    <message>
        <source>universal POS tags</source>
        <translation>universelle POS-Tags</translation>
    </message>
    <message>
        <source>English word lists</source>
        <translation>englische Wortlisten</translation>
    </message>
    <message>
        <source>unknown sentence property &apos;%1&apos; (expected %2)</source>
        <translation>unbekannte Satzeigenschaft &apos;%1&apos; (erwartet: %2)</translation>
    </message>
    <message>
        <source>bins over &apos;%1&apos; need at least one edge</source>
        <translation>Klassen über &apos;%1&apos; brauchen mindestens eine Grenze</translation>
    </message>
    <message>
        <source>the bin edges of &apos;%1&apos; must increase</source>
        <translation>die Klassengrenzen von &apos;%1&apos; müssen aufsteigen</translation>
    </message>
    <message>
        <source>%1 bin edges need %2 labels</source>
        <translation>%1 Klassengrenzen brauchen %2 Beschriftungen</translation>
    </message>
    <message>
        <source>sentence property &apos;%1&apos;</source>
        <translation>Satzeigenschaft &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 (%2 sentences)</source>
        <translation>%1 (%2 Sätze)</translation>
    </message>
    <message>
        <source>the project&apos;s tokens (not all space-separated)</source>
        <translation>die Tokens des Projekts (nicht alle durch Leerzeichen getrennt)</translation>
    </message>
    <message>
        <source>the data&apos;s space-separated tokens</source>
        <translation>die durch Leerzeichen getrennten Tokens der Daten</translation>
    </message>
    <message>
        <source>bucket file %1</source>
        <translation>Bucket-Datei %1</translation>
    </message>
    <message>
        <source>expected sent_id&lt;TAB&gt;bucket, found %1 field(s)</source>
        <translation>erwartet sent_id&lt;TAB&gt;bucket, gefunden: %1 Feld(er)</translation>
    </message>
    <message>
        <source>sentence id &apos;%1&apos; is not in the gold; the line is ignored</source>
        <translation>die Satz-ID &apos;%1&apos; ist nicht im Gold; die Zeile wird ignoriert</translation>
    </message>
    <message>
        <source>sentence &apos;%1&apos; was already put in a bucket on line %2; this line is ignored</source>
        <translation>Satz &apos;%1&apos; wurde schon in Zeile %2 einem Bucket zugeordnet; diese Zeile wird ignoriert</translation>
    </message>
    <message>
        <source>%1 gold sentence(s) are in no bucket of this file</source>
        <translation>%1 Gold-Sätze sind in keinem Bucket dieser Datei</translation>
    </message>
</context>
<context>
    <name>SentenceDetailView</name>
    <message>
        <source>correct</source>
        <translation>korrekt</translation>
    </message>
    <message>
        <source>incorrect</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>ignored</source>
        <translation>ignoriert</translation>
    </message>
    <message>
        <source>Synset / triple</source>
        <translation>Synset / Tripel</translation>
    </message>
    <message>
        <source>Covered by</source>
        <translation>Abgedeckt von</translation>
    </message>
    <message>
        <source>System / extraction</source>
        <translation>System / Extraktion</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Synset</source>
        <translation>Synset</translation>
    </message>
    <message>
        <source>Select a sentence to see its synsets and every system&apos;s extractions.</source>
        <translation>Wählen Sie einen Satz, um seine Synsets und die Extraktionen jedes Systems zu sehen.</translation>
    </message>
    <message>
        <source>Synset %1</source>
        <translation>Synset %1</translation>
    </message>
    <message>
        <source>no system</source>
        <translation>kein System</translation>
    </message>
    <message>
        <source>%1 → %2 → %3</source>
        <extracomment>One extraction or gold triple on one line: subject → relation → object</extracomment>
        <translation>%1 → %2 → %3</translation>
    </message>
    <message>
        <source>%1   TP %2 · FP %3 · FN %4</source>
        <extracomment>A system in the mismatch browser with its counts in this sentence</extracomment>
        <translation>%1   TP %2 · FP %3 · FN %4</translation>
    </message>
    <message>
        <source>line %1 of %2</source>
        <translation>Zeile %1 von %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>cluster %1: %2</source>
        <extracomment>A credited BenchIE^FL cluster and the rule that matched it</extracomment>
        <translation>Cluster %1: %2</translation>
    </message>
    <message>
        <source>closest, synset %1:</source>
        <extracomment>Closest gold triple of an incorrect extraction, in synset N</extracomment>
        <translation>nächstes, Synset %1:</translation>
    </message>
    <message>
        <source>Highlighted: the slots that differ from the extraction</source>
        <translation>Hervorgehoben: die Slots, die von der Extraktion abweichen</translation>
    </message>
    <message>
        <source>Slot pattern: 1 = the slot agrees, 0 = it differs</source>
        <translation>Slot-Muster: 1 = Slot stimmt überein, 0 = er weicht ab</translation>
    </message>
</context>
<context>
    <name>SentenceListModel</name>
    <message numerus="yes">
        <source>%1: %2 (%n synset(s))</source>
        <extracomment>Sentence list entry: &quot;ID: sentence text (N synsets)&quot;</extracomment>
        <translation>
            <numerusform>%1: %2 (%n Synset)</numerusform>
            <numerusform>%1: %2 (%n Synsets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>, </source>
        <extracomment>Separates two shortcuts of one action: &quot;Page Down, Alt+Right&quot;</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Kürzel</translation>
    </message>
</context>
<context>
    <name>SlotEditor</name>
    <message>
        <source>Word not in the sentence (e.g. an inferred &quot;is&quot;), then Return</source>
        <translation>Wort, das nicht im Satz steht (z. B. ein erschlossenes „ist“), dann Eingabe</translation>
    </message>
    <message>
        <source>Add &amp;word:</source>
        <translation>&amp;Wort hinzufügen:</translation>
    </message>
    <message>
        <source>The triple exactly as it will be written to the BenchIE gold file</source>
        <translation>Das Tripel genau so, wie es in die BenchIE-Gold-Datei geschrieben wird</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Vorschau:</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Subjekt</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>A word that is not in the sentence</source>
        <translation>Ein Wort, das nicht im Satz steht</translation>
    </message>
    <message>
        <source>Token %1, optional</source>
        <translation>Token %1, optional</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>Token %1</translation>
    </message>
    <message>
        <source>(empty: click tokens to fill the current slot)</source>
        <translation>(leer: Tokens anklicken, um den aktuellen Slot zu füllen)</translation>
    </message>
</context>
<context>
    <name>SynsetTreeModel</name>
    <message numerus="yes">
        <source>Synset %1 (%n triple(s))</source>
        <extracomment>Synset tree row: &quot;Synset 1 (3 triples)&quot;; the active one is marked</extracomment>
        <translation>
            <numerusform>Synset %1 (%n Tripel)</numerusform>
            <numerusform>Synset %1 (%n Tripel)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - active</source>
        <translation>%1 - aktiv</translation>
    </message>
    <message>
        <source>A line that is not a triple: kept, never matched.</source>
        <translation>Eine Zeile, die kein Tripel ist: behalten, nie verglichen.</translation>
    </message>
    <message>
        <source>Checked: entity-clean (subject and object are whole concepts).</source>
        <translation>Angehakt: entitätsrein (Subjekt und Objekt sind ganze Konzepte).</translation>
    </message>
    <message>
        <source>Last changed by %1 on %2</source>
        <extracomment>Tool tip: &quot;Last changed by NAME on DATE&quot;</extracomment>
        <translation>Zuletzt geändert von %1 am %2</translation>
    </message>
</context>
<context>
    <name>SystemsPanel</name>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>Extraktionen</translation>
    </message>
    <message>
        <source>Tick to show the system in tables and charts; edit to rename</source>
        <translation>Anhaken, um das System in Tabellen und Diagrammen zu zeigen; bearbeiten zum Umbenennen</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>Hinzufügen...</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Read the system&apos;s file again from disk</source>
        <translation>Die Datei des Systems erneut von der Festplatte lesen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TokenView</name>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Token %1: %2</source>
        <extracomment>Token chip tool tip: &quot;Token 3: served (VBD, Verb)&quot;</extracomment>
        <translation>Token %1: %2</translation>
    </message>
    <message>
        <source>Token %1: %2 (%3, %4)</source>
        <translation>Token %1: %2 (%3, %4)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Scores Open Information Extraction systems against BenchIE gold.</source>
        <translation>Bewertet Systeme zur offenen Informationsextraktion anhand des BenchIE-Goldstandards.</translation>
    </message>
    <message>
        <source>BenchIE gold annotation file to open.</source>
        <translation>Zu öffnende BenchIE-Goldannotationsdatei.</translation>
    </message>
    <message>
        <source>Add a system output (NAME=FILE, or FILE). Repeatable.</source>
        <translation>Eine Systemausgabe hinzufügen (NAME=FILE oder FILE). Wiederholbar.</translation>
    </message>
    <message>
        <source>Facet to score under: %1.</source>
        <translation>Facette für die Bewertung: %1.</translation>
    </message>
    <message>
        <source>Save the window as PNG once shown, then exit.</source>
        <translation>Das Fenster nach dem Anzeigen als PNG speichern und beenden.</translation>
    </message>
    <message>
        <source>Only one gold file can be opened.</source>
        <translation>Es kann nur eine Golddatei geöffnet werden.</translation>
    </message>
    <message>
        <source>Unknown facet &apos;%1&apos; (expected one of: %2).</source>
        <translation>Unbekannte Facette „%1“ (erwartet wird eine von: %2).</translation>
    </message>
    <message>
        <source>--system needs a gold file.</source>
        <translation>--system erfordert eine Golddatei.</translation>
    </message>
    <message>
        <source>Could not load every input; no screenshot taken.</source>
        <translation>Nicht alle Eingaben konnten geladen werden; kein Bildschirmfoto erstellt.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Show the evaluation workspace&apos;s page: scores, sentences or charts.</source>
        <translation>Diese Seite des Auswertungsbereichs zeigen: scores, sentences oder charts.</translation>
    </message>
    <message>
        <source>Attach a CaRB gold file for the CaRB scorer.</source>
        <translation>Eine CaRB-Golddatei für die CaRB-Bewertung anhängen.</translation>
    </message>
    <message>
        <source>Scorer of the evaluation workspace: benchie, fl or carb.</source>
        <translation>Bewertungsverfahren des Auswertungsbereichs: benchie, fl oder carb.</translation>
    </message>
    <message>
        <source>Show this chart (its export file name) on the charts page.</source>
        <translation>Dieses Diagramm (sein Exportdateiname) auf der Diagrammseite zeigen.</translation>
    </message>
    <message>
        <source>Unknown page &apos;%1&apos; (expected scores, sentences or charts).</source>
        <translation>Unbekannte Seite &apos;%1&apos; (erwartet: scores, sentences oder charts).</translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style).</source>
        <translation>Eine dunkle Farbpalette verwenden (Fusion-Stil).</translation>
    </message>
    <message>
        <source>--sentence needs a sentence number from 1 on, not &apos;%1&apos;.</source>
        <translation>--sentence braucht eine Satznummer ab 1, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Go to sentence N (1-based): the annotation workspace opens there, and the mismatch browser selects it.</source>
        <translation>Zu Satz N gehen (ab 1): der Annotationsbereich öffnet sich dort, und der Abweichungs-Browser wählt ihn aus.</translation>
    </message>
    <message>
        <source>--scorer is benchie, fl or carb (carb needs --carb-gold, or a project file with a CaRB gold).</source>
        <translation>--scorer ist benchie, fl oder carb (carb braucht --carb-gold oder eine Projektdatei mit einem CaRB-Gold).</translation>
    </message>
    <message>
        <source>--scorer carb needs a CaRB gold: --carb-gold FILE, or a project file that has one.</source>
        <translation>--scorer carb braucht ein CaRB-Gold: --carb-gold DATEI oder eine Projektdatei, die eines hat.</translation>
    </message>
    <message>
        <source>BenchIE^FL: reproduce the official scorer (its published numbers).</source>
        <translation>BenchIE^FL: den offiziellen Bewerter nachbilden (seine veröffentlichten Zahlen).</translation>
    </message>
    <message>
        <source>BenchIE^FL: no match without punctuation.</source>
        <translation>BenchIE^FL: kein Abgleich ohne Satzzeichen.</translation>
    </message>
    <message>
        <source>BenchIE^FL: no alternative formulations.</source>
        <translation>BenchIE^FL: keine alternativen Formulierungen.</translation>
    </message>
    <message>
        <source>BenchIE^FL: no level of detail.</source>
        <translation>BenchIE^FL: kein Detailgrad.</translation>
    </message>
    <message>
        <source>BenchIE^FL: no correction (every matching extraction is credited).</source>
        <translation>BenchIE^FL: keine Korrektur (jede passende Extraktion wird angerechnet).</translation>
    </message>
</context>
</TS>
