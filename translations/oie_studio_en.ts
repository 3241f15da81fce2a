<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnalysisResults</name>
    <message>
        <source>Open a gold file first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnnotationWorkspace</name>
    <message numerus="yes">
        <source>%n suggested optional token(s) accepted (%1 undoes)</source>
        <translation>
            <numerusform>%n suggested optional token accepted (%1 undoes)</numerusform>
            <numerusform>%n suggested optional tokens accepted (%1 undoes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n placement variant(s) to synset %1</source>
        <translation>
            <numerusform>Add %n placement variant to synset %1</numerusform>
            <numerusform>Add %n placement variants to synset %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make &quot;%1&quot; optional in %n triple(s) of synset %2</source>
        <translation>
            <numerusform>Make &quot;%1&quot; optional in %n triple of synset %2</numerusform>
            <numerusform>Make &quot;%1&quot; optional in %n triples of synset %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make &quot;%1&quot; plain in %n triple(s) of synset %2</source>
        <translation>
            <numerusform>Make &quot;%1&quot; plain in %n triple of synset %2</numerusform>
            <numerusform>Make &quot;%1&quot; plain in %n triples of synset %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence number (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in sentences (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> / %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a gold, project or text file to annotate (File &gt; Open).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent_id %1: %2</source>
        <extracomment>Above the token chips: &quot;sent_id 12: the sentence text&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing triple %1 of synset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence %1 / %2: %3, %4 (total: %5, %6)</source>
        <extracomment>Status bar: &quot;Sentence 2 / 300: 3 synsets, 7 triples (total: 1350 synsets, 9000 triples)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n synset(s)</source>
        <translation>
            <numerusform>%n synset</numerusform>
            <numerusform>%n synsets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n triple(s)</source>
        <translation>
            <numerusform>%n triple</numerusform>
            <numerusform>%n triples</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence (1 to %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Triple</source>
        <extracomment>Move a triple: synset number, or one past the last for a new synset</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To synset (1 to %1; %2 makes a new one):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill %1</source>
        <extracomment>Edit menu: &quot;Fill Subject&quot;, the slot clicked tokens go to</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle &amp;Optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the selected slot words one optional group [in brackets], or plain again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Word &amp;Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Word &amp;Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve Slot Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a &amp;Word Not in the Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to &amp;Active Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to &amp;New Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;place Edited Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the selected triple back into the slots, then Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Triple to &amp;Previous Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Triple to Ne&amp;xt Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move Triple to Synset...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Triple or Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle En&amp;tity-Clean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the &amp;Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the S&amp;ynsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Sentence...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Sentence &amp;Without Synsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in Sentences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find N&amp;ext</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>Add a system output to see this chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>Chart tooltip: &quot;series, category: value&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BucketDialog</name>
    <message>
        <source>Sentence Buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bins over a sentence property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buckets from a TSV file (sent_id, bucket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascending upper bounds: &quot;20, 30&quot; makes the bins &lt;= 20, 21-30 and &gt; 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: property_bins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Property:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bin &amp;edges:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bucket File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TSV (*.tsv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a TSV file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bin edges must be ascending whole numbers, such as 20, 30.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CarbTableModel</name>
    <message>
        <source>%1 gold tuples in %2 sentences; %3 extractions of sentences without CaRB gold ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUC</source>
        <extracomment>Column header: area under the precision-recall curve (keep it short)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions in sentences that have CaRB gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area under the precision-recall curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the F1-optimal confidence threshold, rounded as CaRB prints it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The confidence threshold of the F1-optimal point</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartExportDialog</name>
    <message>
        <source>Chart Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG resolution (dpi):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Font size:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConlluReader</name>
    <message>
        <source>head %1 is past the last word of the sentence (%2); read as the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word %1 is its own head; read as the root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 10 tab-separated columns, found %1; line skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad word id &quot;%1&quot;; line skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad multiword token range &quot;%1&quot;; line skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word id %1 out of sequence (expected %2); line skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad head &quot;%1&quot; (a word id or 0 was expected); read as the root</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentImport</name>
    <message>
        <source>OIE Studio project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CoNLL-U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text, one sentence per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorAnalysis</name>
    <message>
        <source>the sentence has no gold triple, so no extraction of it can be correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches triple %1 of synset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no slot is a realization of that slot of any gold triple of the sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is not a realization of any gold %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each slot is a realization of that slot of some gold triple, but no triple has all three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs only in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more triple(s) as close, in synset(s) %1</source>
        <translation>
            <numerusform>%n more triple as close, in synset %1</numerusform>
            <numerusform>%n more triples as close, in synset(s) %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationChartData</name>
    <message>
        <source>Precision, recall and F1 (facet: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB precision-recall curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One point per confidence threshold, and (0, 1) as CaRB adds it for the AUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (AUC %2)</source>
        <extracomment>Legend entry of a CaRB curve: system name and area under the curve</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1 per facet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot errors of incorrect extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of incorrect extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error buckets (1 = slot agrees with the closest gold triple)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot pattern (subject, relation, object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error buckets per system (1 = slot agrees with the closest gold triple)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells: share of the system&apos;s incorrect extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1 by sentence bucket: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bucket (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (n=%2)</source>
        <extracomment>Chart category: bucket label and its number of sentences</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision, recall and F1 (BenchIE^FL, %1)</source>
        <extracomment>%1 is the matcher&apos;s mode, e.g. &quot;principled&quot; or &quot;official, no correction&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaluationWorkspace</name>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE^FL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scorer of the table and chart: BenchIE under the facet of the toolbar, BenchIE^FL&apos;s tolerant matching, or CaRB against an attached CaRB gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1 of every system under every facet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decimals of P, R and F1 in copies and exports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Scores...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Overview...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the F1 of every system under every facet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decimals:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;corer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1 under every facet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export All Charts...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence Buckets...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a bucketized F1 chart: bins over a sentence property, or a TSV file sent_id, bucket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB gold (*.txt *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;valuation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach &amp;CaRB Gold...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CaRB gold file for the same sentences, to score the systems with CaRB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;All Charts...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Mismatch &amp;Report...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX booktabs (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TSV (*.tsv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export All Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Mismatch Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TSV (*.tsv);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FL &amp;Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matching: %1</source>
        <extracomment>Beside the score table under BenchIE^FL: the matcher&apos;s mode and the heuristics switched off</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB does not judge extractions against synsets: the verdicts and F1 on this page are BenchIE&apos;s, under the facet chosen in the toolbar. The CaRB scores are on the Scores page.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FacetOverviewModel</name>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1 %1</source>
        <extracomment>Column header of the per-facet overview: F1 under a facet</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FacetText</name>
    <message>
        <source>Default</source>
        <extracomment>Facet (scoring mode) of BenchIE: exact slot-wise matching</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: the three slots concatenated</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimal</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimal concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots, concatenated</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity</source>
        <extracomment>Facet (scoring mode) of BenchIE: entity-clean triples only</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject, relation and object each match a gold slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject, relation and object joined into one string match a joined gold triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the minimal gold slots count: every optional [bracketed] part removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimal gold slots, matched as one joined string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only gold triples whose subject and object are whole entities count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlOptionsMenu</name>
    <message>
        <source>BenchIE^FL &amp;Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Principled Matching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match as the benchmark&apos;s rules intend: systems paired with the gold by sentence id, slots read as written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Official Scorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reproduce the official BenchIE^FL scorer, its accidents included, to get the published numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match Without P&amp;unctuation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also accept an extraction that equals a gold triple once punctuation is removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alternative Formulations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also accept the gold&apos;s other wordings: &quot;is&quot; relations and conjunction pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level of Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each gold cluster to one extraction only; when off, every extraction that matches a cluster is credited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also accept an extraction that states a gold triple in more detail: its arguments hold the gold arguments&apos; words and more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE^FL&apos;s mode (principled or official) and its matching heuristics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GoldEditor</name>
    <message>
        <source>Add triple to new synset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add triple to synset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace triple %1 of synset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate triple %1 of synset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move triple from synset %1 to a new synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move triple from synset %1 to synset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete triple %1 of synset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete synset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 entity-clean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 not entity-clean</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add System Output...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score the extractions of an OIE system against the gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About OIE Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Facet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How extractions are matched against the gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add System Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE system outputs (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About OIE Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s)</source>
        <translation>
            <numerusform>%n sentence</numerusform>
            <numerusform>%n sentences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n synset(s)</source>
        <translation>
            <numerusform>%n synset</numerusform>
            <numerusform>%n synsets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n system(s)</source>
        <translation>
            <numerusform>%n system</numerusform>
            <numerusform>%n systems</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <extracomment>Status bar: &quot;12 sentences, 34 synsets, 2 systems&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;Scores Open Information Extraction systems against fact-based BenchIE gold annotations, under every BenchIE facet.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scored in %1 ms</source>
        <extracomment>Status bar: time the last scoring (or rescoring after an edit) took</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a BenchIE gold annotation file or an OIE Studio project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Navigate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eva&amp;luate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] - OIE Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE Studio projects (*.oieproj);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export BenchIE Gold...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export E&amp;ntity Gold...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Entity Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export BenchIE Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The annotation has unsaved changes. Save them as a project?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <extracomment>Recent files menu entry: &quot;&amp;1 gold.txt&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE Studio was closed with unsaved changes to %1 (last copy %2). Restore them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else since it was opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MismatchBrowser</name>
    <message>
        <source>Search sentences or ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some F1 below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synset covered by no system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Report...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every extraction of every visible system with its verdict, synset, closest gold triple and slot pattern, as TSV or JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MismatchSentenceModel</name>
    <message>
        <source>%1 in this sentence: TP %2, FP %3, FN %4, F1 %5</source>
        <extracomment>Tooltip of a system&apos;s cell in the sentence list</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1 of %1 in each sentence (TP, FP and FN in the cell&apos;s tooltip)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlotBuilder</name>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>Chart tooltip: &quot;series, category: value&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <extracomment>Curve tooltip: &quot;system: x label x, y label y&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PosColors</name>
    <message>
        <source>Verb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proper noun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adverb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pronoun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Determiner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preposition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conjunction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Particle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Punctuation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verbs and nouns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All parts of speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PosTagger</name>
    <message>
        <source>The POS tagger&apos;s model %1 cannot be read (%2). Install the Debian package liblingua-en-tagger-perl or set OIE_TAGGER_DIR; sentences stay untagged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model in %1 has no usable tables; sentences stay untagged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model is not loaded; sentences stay untagged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token &amp;colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show part-of-speech &amp;labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show token &amp;indices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot &amp;words in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies when OIE Studio starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Author of edits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only when the window loses focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often unsaved changes are copied to a recovery file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto&amp;save every:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>Cannot create the recovery folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the recovery file: the project could not be serialized</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message numerus="yes">
        <source>%n extraction(s) of sentences outside the gold ignored</source>
        <translation>
            <numerusform>%n extraction of sentences outside the gold ignored</numerusform>
            <numerusform>%n extractions of sentences outside the gold ignored</numerusform>
        </translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP</source>
        <extracomment>Column header: true positives (keep it short)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP</source>
        <extracomment>Column header: false positives (keep it short)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FN</source>
        <extracomment>Column header: false negatives (keep it short)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Column header: precision (keep it short)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>Column header: recall (keep it short)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <extracomment>Column header: F1 score (keep it short)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions read from the system output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True positives: gold synsets covered by a correct extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives: incorrect extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False negatives: gold synsets no extraction covers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision: TP / (TP + FP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall: TP / (TP + FN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1: harmonic mean of precision and recall</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringSession</name>
    <message>
        <source>Cannot read the gold file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system %1 dropped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the system output %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the gold marks no triple as entity-clean: the entity facet scores nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A system needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A system named %1 already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no system named %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SentenceBuckets</name>
    <message>
        <source>CoNLL-U dependencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POS tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>universal POS tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English word lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown sentence property &apos;%1&apos; (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bins over &apos;%1&apos; need at least one edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bin edges of &apos;%1&apos; must increase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bin edges need %2 labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sentence property &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 sentences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project&apos;s tokens (not all space-separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data&apos;s space-separated tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bucket file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected sent_id&lt;TAB&gt;bucket, found %1 field(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sentence id &apos;%1&apos; is not in the gold; the line is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sentence &apos;%1&apos; was already put in a bucket on line %2; this line is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gold sentence(s) are in no bucket of this file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SentenceDetailView</name>
    <message>
        <source>correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incorrect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synset / triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System / extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a sentence to see its synsets and every system&apos;s extractions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 → %3</source>
        <extracomment>One extraction or gold triple on one line: subject → relation → object</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1   TP %2 · FP %3 · FN %4</source>
        <extracomment>A system in the mismatch browser with its counts in this sentence</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1: %2</source>
        <extracomment>A credited BenchIE^FL cluster and the rule that matched it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closest, synset %1:</source>
        <extracomment>Closest gold triple of an incorrect extraction, in synset N</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlighted: the slots that differ from the extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot pattern: 1 = the slot agrees, 0 = it differs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SentenceListModel</name>
    <message numerus="yes">
        <source>%1: %2 (%n synset(s))</source>
        <extracomment>Sentence list entry: &quot;ID: sentence text (N synsets)&quot;</extracomment>
        <translation>
            <numerusform>%1: %2 (%n synset)</numerusform>
            <numerusform>%1: %2 (%n synsets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>, </source>
        <extracomment>Separates two shortcuts of one action: &quot;Page Down, Alt+Right&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlotEditor</name>
    <message>
        <source>Word not in the sentence (e.g. an inferred &quot;is&quot;), then Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The triple exactly as it will be written to the BenchIE gold file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A word that is not in the sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token %1, optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty: click tokens to fill the current slot)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SynsetTreeModel</name>
    <message numerus="yes">
        <source>Synset %1 (%n triple(s))</source>
        <extracomment>Synset tree row: &quot;Synset 1 (3 triples)&quot;; the active one is marked</extracomment>
        <translation>
            <numerusform>Synset %1 (%n triple)</numerusform>
            <numerusform>Synset %1 (%n triples)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line that is not a triple: kept, never matched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked: entity-clean (subject and object are whole concepts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last changed by %1 on %2</source>
        <extracomment>Tool tip: &quot;Last changed by NAME on DATE&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemsPanel</name>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick to show the system in tables and charts; edit to rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the system&apos;s file again from disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenView</name>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token %1: %2</source>
        <extracomment>Token chip tool tip: &quot;Token 3: served (VBD, Verb)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token %1: %2 (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Scores Open Information Extraction systems against BenchIE gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE gold annotation file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a system output (NAME=FILE, or FILE). Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facet to score under: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the window as PNG once shown, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one gold file can be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown facet &apos;%1&apos; (expected one of: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--system needs a gold file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load every input; no screenshot taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the evaluation workspace&apos;s page: scores, sentences or charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a CaRB gold file for the CaRB scorer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorer of the evaluation workspace: benchie, fl or carb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this chart (its export file name) on the charts page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown page &apos;%1&apos; (expected scores, sentences or charts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sentence needs a sentence number from 1 on, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to sentence N (1-based): the annotation workspace opens there, and the mismatch browser selects it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scorer is benchie, fl or carb (carb needs --carb-gold, or a project file with a CaRB gold).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scorer carb needs a CaRB gold: --carb-gold FILE, or a project file that has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE^FL: reproduce the official scorer (its published numbers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE^FL: no match without punctuation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE^FL: no alternative formulations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE^FL: no level of detail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE^FL: no correction (every matching extraction is credited).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
