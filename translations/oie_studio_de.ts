<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActiveVoice</name>
    <message>
        <source>Not a passive with its agent: the relation does not end with &quot;by&quot; and the object does not start with it.</source>
        <translation>Kein Passiv mit Agens: Die Relation endet nicht auf „by“, und das Objekt beginnt nicht damit.</translation>
    </message>
    <message>
        <source>Not a passive with its agent: no agent after &quot;by&quot;, or no verb before it.</source>
        <translation>Kein Passiv mit Agens: kein Agens nach „by“ oder kein Verb davor.</translation>
    </message>
    <message>
        <source>Not a passive: no form of &quot;be&quot; before &quot;%1&quot;.</source>
        <translation>Kein Passiv: keine Form von „be“ vor „%1“.</translation>
    </message>
    <message>
        <source>No verb data: type the past tense of &quot;%1&quot;.</source>
        <translation>Keine Verbdaten: Vergangenheitsform von „%1“ eingeben.</translation>
    </message>
    <message>
        <source>WordNet&apos;s verb data is not loaded (%1): type the past tense of &quot;%2&quot;.</source>
        <translation>Die Verbdaten von WordNet sind nicht geladen (%1): Vergangenheitsform von „%2“ eingeben.</translation>
    </message>
    <message>
        <source>WordNet lists several past tenses of &quot;%1&quot; (%2): type the right one.</source>
        <translation>WordNet kennt mehrere Vergangenheitsformen von „%1“ (%2): die richtige eingeben.</translation>
    </message>
    <message>
        <source>The past tense of &quot;%1&quot; is not in WordNet&apos;s data: type it.</source>
        <translation>Die Vergangenheitsform von „%1“ fehlt in den Daten von WordNet: bitte eingeben.</translation>
    </message>
    <message>
        <source>The base form of &quot;%1&quot; is not settled by WordNet&apos;s data: type it.</source>
        <translation>Die Grundform von „%1“ geht aus den Daten von WordNet nicht eindeutig hervor: bitte eingeben.</translation>
    </message>
    <message>
        <source>Only past (&quot;was V-ed by&quot;), perfect (&quot;has been V-ed by&quot;) and modal (&quot;will be V-ed by&quot;) passives are turned by themselves: type the active relation.</source>
        <translation>Nur Passive im Präteritum („was V-ed by“), im Perfekt („has been V-ed by“) und mit Modalverb („will be V-ed by“) werden automatisch umgeformt: aktive Relation eingeben.</translation>
    </message>
</context>
<context>
    <name>AgreementSentenceModel</name>
    <message>
        <source>all sentences</source>
        <translation>alle Sätze</translation>
    </message>
    <message>
        <source>Synsets of A that a synset of B covers</source>
        <translation>Synsets von A, die ein Synset von B abdeckt</translation>
    </message>
    <message>
        <source>Synsets of B that a synset of A covers</source>
        <translation>Synsets von B, die ein Synset von A abdeckt</translation>
    </message>
    <message>
        <source>Uncovered synsets (of both sides) that differ from a triple of the other side only by words one annotator left out: marking them optional would have made them agree</source>
        <translation>Nicht abgedeckte Synsets (beider Seiten), die sich von einem Tripel der anderen Seite nur durch Wörter unterscheiden, die ein Annotator weggelassen hat: als optional markiert, hätten sie übereingestimmt</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Synsets A</source>
        <translation>Synsets A</translation>
    </message>
    <message>
        <source>Synsets B</source>
        <translation>Synsets B</translation>
    </message>
    <message>
        <source>A covered</source>
        <translation>A abgedeckt</translation>
    </message>
    <message>
        <source>B covered</source>
        <translation>B abgedeckt</translation>
    </message>
    <message>
        <source>Recall A on B</source>
        <translation>Recall A auf B</translation>
    </message>
    <message>
        <source>Recall B on A</source>
        <translation>Recall B auf A</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Only optional</source>
        <translation>Nur optional</translation>
    </message>
</context>
<context>
    <name>AgreementView</name>
    <message>
        <source>Compare &amp;With Gold...</source>
        <translation>Mit Gold &amp;vergleichen...</translation>
    </message>
    <message>
        <source>A second annotator&apos;s gold (BenchIE gold or project) for the same sentences</source>
        <translation>Das Gold eines zweiten Annotators (BenchIE-Gold oder Projekt) zu denselben Sätzen</translation>
    </message>
    <message>
        <source>Default: the synsets as annotated; minimal: optional words dropped; entity: only entity-clean triples. The concat facets have no agreement (it compares slot by slot).</source>
        <translation>Standard: die Synsets wie annotiert; minimal: ohne optionale Wörter; Entität: nur entitätsreine Tripel. Die verketteten Facetten haben keine Übereinstimmung (sie vergleicht Slot für Slot).</translation>
    </message>
    <message>
        <source>Lowest agreement first</source>
        <translation>Geringste Übereinstimmung zuerst</translation>
    </message>
    <message>
        <source>Sentence order</source>
        <translation>Satzreihenfolge</translation>
    </message>
    <message>
        <source>E&amp;xport Table...</source>
        <translation>Tabelle e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Ex&amp;port Chart...</source>
        <translation>Diagramm ex&amp;portieren...</translation>
    </message>
    <message>
        <source>Fa&amp;cet:</source>
        <translation>Face&amp;tte:</translation>
    </message>
    <message>
        <source>Chart &amp;order:</source>
        <translation>Diagramm&amp;reihenfolge:</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Missed by</source>
        <translation>Verfehlt von</translation>
    </message>
    <message>
        <source>Synset</source>
        <translation>Synset</translation>
    </message>
    <message>
        <source>Only optional tokens</source>
        <translation>Nur optionale Tokens</translation>
    </message>
    <message>
        <source>B (synset of A)</source>
        <translation>B (Synset von A)</translation>
    </message>
    <message>
        <source>A (synset of B)</source>
        <translation>A (Synset von B)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Compare the open gold (A) with a second annotator&apos;s gold (B): Compare With Gold...</source>
        <translation>Das geöffnete Gold (A) mit dem Gold eines zweiten Annotators (B) vergleichen: Mit Gold vergleichen...</translation>
    </message>
    <message>
        <source>No sentence of B pairs with one of A by id.</source>
        <translation>Kein Satz von B lässt sich über die ID einem Satz von A zuordnen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; = %1, &lt;b&gt;B&lt;/b&gt; = %2 (%3 sentences, facet %4)&lt;br&gt;Recall of A on B &lt;b&gt;%5&lt;/b&gt; (%6 of %7 synsets of B covered) &amp;nbsp;·&amp;nbsp; recall of B on A &lt;b&gt;%8&lt;/b&gt; (%9 of %10 synsets of A covered) &amp;nbsp;·&amp;nbsp; agreement &lt;b&gt;%11&lt;/b&gt;&lt;br&gt;Only on optional tokens: %12 of the %13 uncovered synsets (%14%)</source>
        <translation>&lt;b&gt;A&lt;/b&gt; = %1, &lt;b&gt;B&lt;/b&gt; = %2 (%3 Sätze, Facette %4)&lt;br&gt;Recall von A auf B &lt;b&gt;%5&lt;/b&gt; (%6 von %7 Synsets von B abgedeckt) &amp;nbsp;·&amp;nbsp; Recall von B auf A &lt;b&gt;%8&lt;/b&gt; (%9 von %10 Synsets von A abgedeckt) &amp;nbsp;·&amp;nbsp; Übereinstimmung &lt;b&gt;%11&lt;/b&gt;&lt;br&gt;Nur bei optionalen Tokens: %12 der %13 nicht abgedeckten Synsets (%14%)</translation>
    </message>
    <message>
        <source>Agreement per sentence (mean of both recalls)</source>
        <translation>Übereinstimmung je Satz (Mittel beider Recalls)</translation>
    </message>
    <message>
        <source>Sentence (lowest agreement first)</source>
        <translation>Satz (geringste Übereinstimmung zuerst)</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Overall: %1 (recall of A on B %2, of B on A %3)</source>
        <translation>Gesamt: %1 (Recall von A auf B %2, von B auf A %3)</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>Übereinstimmung</translation>
    </message>
    <message>
        <source>Compare With Gold</source>
        <translation>Mit Gold vergleichen</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>BenchIE-Gold-Dateien und OIE-Studio-Projekte (*.txt *.oieproj);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Agreement Table</source>
        <translation>Übereinstimmungstabelle exportieren</translation>
    </message>
    <message>
        <source>TSV (*.tsv);;CSV (*.csv);;LaTeX (*.tex)</source>
        <translation>TSV (*.tsv);;CSV (*.csv);;LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>Export Agreement Chart</source>
        <translation>Übereinstimmungsdiagramm exportieren</translation>
    </message>
    <message>
        <source>%1: the chart is written as .pdf, .svg, .png or .tex</source>
        <translation>%1: Das Diagramm wird als .pdf, .svg, .png oder .tex geschrieben</translation>
    </message>
</context>
<context>
    <name>AnalysisResults</name>
    <message>
        <source>Open a gold file first.</source>
        <translation>Öffnen Sie zuerst einen Goldstandard.</translation>
    </message>
</context>
<context>
    <name>AnnieImport</name>
    <message>
        <source>not an AnnIE progress file (a JSON object with &quot;textFile&quot; and &quot;clusters&quot;)</source>
        <translation>keine AnnIE-Fortschrittsdatei (ein JSON-Objekt mit &quot;textFile&quot; und &quot;clusters&quot;)</translation>
    </message>
    <message>
        <source>cluster %1 names sentence %2, which the file does not have: left out</source>
        <translation>Cluster %1 nennt Satz %2, den die Datei nicht enthält: ausgelassen</translation>
    </message>
    <message>
        <source>sentence %1, cluster %2: a triple with an empty slot is left out</source>
        <translation>Satz %1, Cluster %2: Ein Tripel mit leerem Slot wird ausgelassen</translation>
    </message>
    <message>
        <source>not an AnnIE annotation export (no line &quot;N&lt;TAB&gt;Cluster K: ...&quot;)</source>
        <translation>kein AnnIE-Annotationsexport (keine Zeile &quot;N&lt;TAB&gt;Cluster K: ...&quot;)</translation>
    </message>
    <message>
        <source>cluster of sentence %1 without its sentence line before it: left out</source>
        <translation>Cluster von Satz %1 ohne vorangehende Satzzeile: ausgelassen</translation>
    </message>
    <message>
        <source>a triple needs its words, subject, relation and object: left out</source>
        <translation>ein Tripel braucht seine Wörter, Subjekt, Relation und Objekt: ausgelassen</translation>
    </message>
    <message>
        <source>a triple with an empty slot is left out</source>
        <translation>ein Tripel mit leerem Slot wird ausgelassen</translation>
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
    <message>
        <source>Under review: adding it accepts the extraction</source>
        <translation>In Prüfung: Hinzufügen übernimmt die Extraktion</translation>
    </message>
    <message>
        <source>Accept All Suggested &amp;Optional Tokens</source>
        <translation>Alle vorgeschlagenen optionalen To&amp;kens übernehmen</translation>
    </message>
    <message>
        <source>Make every word in a dotted bracket an optional group</source>
        <translation>Jedes Wort in gepunkteter Klammer zu einer optionalen Gruppe machen</translation>
    </message>
    <message>
        <source>Accept the Suggestion at the &amp;Cursor</source>
        <translation>Vorschlag am &amp;Cursor übernehmen</translation>
    </message>
    <message>
        <source>The suggestion on the current slot word, or on the focused token</source>
        <translation>Der Vorschlag am aktuellen Slot-Wort oder am fokussierten Token</translation>
    </message>
    <message>
        <source>&amp;Undo Accepted Suggestions</source>
        <translation>Übernommene Vorschläge &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Add &amp;Active-Voice Variant</source>
        <translation>Akti&amp;v-Variante hinzufügen</translation>
    </message>
    <message>
        <source>The selected passive triple in the active voice: [The] ball; was kicked by; John gives John; kicked; [The] ball</source>
        <translation>Das gewählte Passiv-Tripel im Aktiv: [The] ball; was kicked by; John ergibt John; kicked; [The] ball</translation>
    </message>
    <message>
        <source>Toggle Optional in the &amp;Whole Synset</source>
        <translation>Optional im &amp;ganzen Synset umschalten</translation>
    </message>
    <message>
        <source>The selected slot words made optional, or plain again, in every triple of the active synset</source>
        <translation>Die gewählten Slot-Wörter in jedem Tripel des aktiven Synsets optional oder wieder normal machen</translation>
    </message>
    <message>
        <source>Suggested optional (dotted): %1 &amp;middot; %2 accepts all, %3 the one at the cursor</source>
        <extracomment>Under the slots: &quot;Suggested optional (dotted): determiner, quantity · Ctrl+Shift+B accepts all, Alt+B the one at the cursor&quot;</extracomment>
        <translation>Optional vorgeschlagen (gepunktet): %1 &amp;middot; %2 übernimmt alle, %3 den am Cursor</translation>
    </message>
    <message numerus="yes">
        <source>%n suggested optional token(s) accepted (%1 undoes)</source>
        <translation>
            <numerusform>%n vorgeschlagenes optionales Token übernommen (%1 nimmt es zurück)</numerusform>
            <numerusform>%n vorgeschlagene optionale Tokens übernommen (%1 nimmt sie zurück)</numerusform>
        </translation>
    </message>
    <message>
        <source>No suggested optional token at the cursor</source>
        <translation>Kein vorgeschlagenes optionales Token am Cursor</translation>
    </message>
    <message>
        <source>Synset %1 holds an entity-clean triple: the entity facet admits one placement, so no placement variant is offered</source>
        <translation>Synset %1 enthält ein entitätsreines Tripel: Die Entitätsfacette lässt nur eine Platzierung zu, daher wird keine Platzierungsvariante angeboten</translation>
    </message>
    <message>
        <source>Add the active voice of triple %1 to synset %2</source>
        <translation>Aktivform von Tripel %1 zu Synset %2 hinzufügen</translation>
    </message>
    <message>
        <source>Active Voice</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>%1

%2 --&gt; ? --&gt; %3
Active relation:</source>
        <translation>%1

%2 --&gt; ? --&gt; %3
Aktive Relation:</translation>
    </message>
    <message>
        <source>No triple of synset %1 holds &quot;%2&quot; in its %3</source>
        <translation>Kein Tripel von Synset %1 enthält „%2“ im Slot %3</translation>
    </message>
    <message numerus="yes">
        <source>Make &quot;%1&quot; optional in %n triple(s) of synset %2</source>
        <extracomment>Undo text: Make &quot;the&quot; optional in 3 triples of synset 2</extracomment>
        <translation>
            <numerusform>„%1“ in %n Tripel von Synset %2 optional machen</numerusform>
            <numerusform>„%1“ in %n Tripeln von Synset %2 optional machen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make &quot;%1&quot; plain in %n triple(s) of synset %2</source>
        <translation>
            <numerusform>„%1“ in %n Tripel von Synset %2 wieder normal machen</numerusform>
            <numerusform>„%1“ in %n Tripeln von Synset %2 wieder normal machen</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill the &amp;Subject</source>
        <translation>S&amp;ubjekt füllen</translation>
    </message>
    <message>
        <source>Fill the &amp;Relation</source>
        <translation>Relat&amp;ion füllen</translation>
    </message>
    <message>
        <source>Fill the O&amp;bject</source>
        <translation>Ob&amp;jekt füllen</translation>
    </message>
    <message>
        <source>&amp;Copy Triple to the Slots</source>
        <translation>Tripel in die Slots ko&amp;pieren</translation>
    </message>
    <message>
        <source>Load the selected triple into the slots as a new triple: change a slot, then Return adds it to the active synset</source>
        <translation>Das gewählte Tripel als neues Tripel in die Slots laden: einen Slot ändern, dann fügt Return es dem aktiven Synset hinzu</translation>
    </message>
    <message>
        <source>&amp;Variant Checklist...</source>
        <translation>Varianten-C&amp;heckliste...</translation>
    </message>
    <message>
        <source>No other form of synset %1&apos;s triples that it does not hold already</source>
        <translation>Keine weitere Form der Tripel von Synset %1, die es nicht schon enthält</translation>
    </message>
    <message numerus="yes">
        <source>Add %n variant(s) to synset %1</source>
        <translation>
            <numerusform>%n Variante zu Synset %1 hinzufügen</numerusform>
            <numerusform>%n Varianten zu Synset %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotation &amp;Effort...</source>
        <translation>Annotations&amp;aufwand...</translation>
    </message>
    <message>
        <source>&amp;Draft Synsets from Systems...</source>
        <translation>Synset-Entwürfe aus S&amp;ystemen...</translation>
    </message>
    <message>
        <source>Round 0: the attached systems&apos; extractions of this sentence grouped into draft synsets; accept (Return), drop (Delete) or change (F2) each</source>
        <translation>Runde 0: die Extraktionen der angehängten Systeme zu diesem Satz, zu Synset-Entwürfen gruppiert; jeden übernehmen (Return), verwerfen (Delete) oder ändern (F2)</translation>
    </message>
    <message>
        <source>Draft synsets from the attached systems for every sentence that has none (one undo step)</source>
        <translation>Synset-Entwürfe aus den angehängten Systemen für jeden Satz, der noch keine hat (ein Rückgängig-Schritt)</translation>
    </message>
    <message numerus="yes">
        <source>Propose %n draft synset(s) for sentence %1</source>
        <translation>
            <numerusform>%n Synset-Entwurf für Satz %1 vorschlagen</numerusform>
            <numerusform>%n Synset-Entwürfe für Satz %1 vorschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>No system outputs are attached: attach some in the Evaluate tab to get draft synsets</source>
        <translation>Keine Systemausgaben angehängt: im Reiter Auswerten welche anhängen, um Synset-Entwürfe zu erhalten</translation>
    </message>
    <message>
        <source>Propose draft synsets for every sentence</source>
        <translation>Synset-Entwürfe für jeden Satz vorschlagen</translation>
    </message>
    <message>
        <source>No new draft synsets: every sentence has drafts already, or the systems extracted nothing for it</source>
        <translation>Keine neuen Synset-Entwürfe: Jeder Satz hat schon Entwürfe, oder die Systeme haben nichts daraus extrahiert</translation>
    </message>
    <message numerus="yes">
        <source>%n draft synset(s) proposed (%1 reviews a sentence&apos;s drafts)</source>
        <translation>
            <numerusform>%n Synset-Entwurf vorgeschlagen (%1 prüft die Entwürfe eines Satzes)</numerusform>
            <numerusform>%n Synset-Entwürfe vorgeschlagen (%1 prüft die Entwürfe eines Satzes)</numerusform>
        </translation>
    </message>
    <message>
        <source>The attached systems extracted nothing for sentence %1</source>
        <translation>Die angehängten Systeme haben aus Satz %1 nichts extrahiert</translation>
    </message>
    <message>
        <source>Edit draft synset %1</source>
        <translation>Synset-Entwurf %1 bearbeiten</translation>
    </message>
    <message>
        <source>The draft&apos;s triple is in the slots: change it, then %1 adds it as a new synset</source>
        <translation>Das Tripel des Entwurfs steht in den Slots: ändern, dann fügt %1 es als neues Synset hinzu</translation>
    </message>
    <message numerus="yes">
        <source>&lt;i&gt;%n draft synset(s) from systems, not gold until accepted: %1 reviews them&lt;/i&gt;</source>
        <extracomment>Above the synset tree when the sentence has draft synsets (round 0)</extracomment>
        <translation>
            <numerusform>&lt;i&gt;%n Synset-Entwurf aus Systemen, erst nach Übernahme Gold: %1 prüft ihn&lt;/i&gt;</numerusform>
            <numerusform>&lt;i&gt;%n Synset-Entwürfe aus Systemen, erst nach Übernahme Gold: %1 prüft sie&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy a Nested &amp;Fact to the Slots</source>
        <translation>Verschachtelte Aussa&amp;ge in die Slots kopieren</translation>
    </message>
    <message>
        <source>The selected triple with its object cut after a preposition, the words before it in the relation, as a new triple (again: the next preposition); Ctrl+Return adds it as a new synset</source>
        <translation>Das ausgewählte Tripel, sein Objekt nach einer Präposition geteilt und die Wörter davor in der Relation, als neues Tripel (erneut: die nächste Präposition); Ctrl+Return fügt es als neues Synset hinzu</translation>
    </message>
    <message>
        <source>The object of the selected triple has no preposition to cut it at</source>
        <translation>Das Objekt des ausgewählten Tripels hat keine Präposition, an der es sich teilen lässt</translation>
    </message>
    <message>
        <source>Nested fact %1 of %2 in the slots: %3 adds it as a new synset</source>
        <translation>Verschachtelte Aussage %1 von %2 in den Slots: %3 fügt sie als neues Synset hinzu</translation>
    </message>
    <message>
        <source>Propose Draft Synsets for Ever&amp;y Sentence</source>
        <translation>Synset-Entwürfe &amp;für jeden Satz vorschlagen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n synset(s) for other conjuncts</source>
        <translation>
            <numerusform>%n Synset für ein anderes Konjunkt hinzufügen</numerusform>
            <numerusform>%n Synsets für andere Konjunkte hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n variant(s) to synset %1 and synsets for other conjuncts</source>
        <translation>
            <numerusform>%n Variante zu Synset %1 und Synsets für andere Konjunkte hinzufügen</numerusform>
            <numerusform>%n Varianten zu Synset %1 und Synsets für andere Konjunkte hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Every other form of the selected synset&apos;s facts (placements of the relation/object boundary, the active voice) and the facts of the other conjuncts as new synsets, the usual ones checked: toggle by key, Return adds them</source>
        <translation>Jede andere Form der Aussagen des gewählten Synsets (Platzierungen der Grenze zwischen Relation und Objekt, das Aktiv) und die Aussagen der anderen Konjunkte als neue Synsets, die üblichen angehakt: per Taste umschalten, die Eingabetaste fügt sie hinzu</translation>
    </message>
    <message>
        <source>Add to Active Synset, T&amp;hen Its Forms</source>
        <translation>Zum aktiven Synset hinzufügen, &amp;dann seine Formen</translation>
    </message>
    <message>
        <source>Adds the triple to the active synset, then opens the variant checklist on it</source>
        <translation>Fügt das Tripel dem aktiven Synset hinzu und öffnet dann die Varianten-Checkliste dazu</translation>
    </message>
    <message>
        <source>Add to New Synset, Then &amp;Its Forms</source>
        <translation>Zu neuem Synset hinzufügen, dann se&amp;ine Formen</translation>
    </message>
    <message>
        <source>Adds the triple as a new synset, then opens the variant checklist on it</source>
        <translation>Fügt das Tripel als neues Synset hinzu und öffnet dann die Varianten-Checkliste dazu</translation>
    </message>
    <message>
        <source>Add to Active Synset, &amp;Keep the Slots</source>
        <translation>Zum aktiven Synset hinzufügen, Slots &amp;behalten</translation>
    </message>
    <message>
        <source>Adds the triple to the active synset and keeps it in the slots: change a slot, then add the next form</source>
        <translation>Fügt das Tripel zum aktiven Synset hinzu und behält es in den Slots: einen Slot ändern, dann die nächste Form hinzufügen</translation>
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
    <message>
        <source>%1 in sentences the CaRB gold does not have</source>
        <extracomment>CaRB extraction count: why some extractions of the system are not scored</extracomment>
        <translation>%1 in Sätzen, die das CaRB-Gold nicht hat</translation>
    </message>
    <message>
        <source>%1 whose sentence id is not in the gold</source>
        <translation>%1, deren Satz-ID nicht im Gold steht</translation>
    </message>
    <message>
        <source>%1 of a sentence repeated later (CaRB keeps the later one)</source>
        <translation>%1 eines später wiederholten Satzes (CaRB behält den späteren)</translation>
    </message>
    <message>
        <source>%1 that CaRB cannot read as a tuple</source>
        <translation>%1, die CaRB nicht als Tupel lesen kann</translation>
    </message>
    <message>
        <source>CaRB scores %1 of the %2 extractions</source>
        <translation>CaRB bewertet %1 der %2 Extraktionen</translation>
    </message>
    <message>
        <source>Extractions: CaRB scores only the extractions of sentences in its gold; the systems panel counts every extraction read. %1.</source>
        <extracomment>Under the CaRB table: why its Extractions column is not the systems panel&apos;s count</extracomment>
        <translation>Extraktionen: CaRB bewertet nur Extraktionen von Sätzen in seinem Gold; die Systemliste zählt jede gelesene Extraktion. %1.</translation>
    </message>
    <message>
        <source>%1 gold tuples in %2 sentences; %3 sentences of the system without CaRB gold ignored</source>
        <translation>%1 Gold-Tupel in %2 Sätzen; %3 Sätze des Systems ohne CaRB-Gold ignoriert</translation>
    </message>
    <message>
        <source>Extractions in sentences that have CaRB gold (the systems panel counts every extraction read)</source>
        <translation>Extraktionen in Sätzen mit CaRB-Gold (die Systemliste zählt jede gelesene Extraktion)</translation>
    </message>
    <message>
        <source>%1; left out: %2</source>
        <translation>%1; ausgelassen: %2</translation>
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
    <message>
        <source>ACL/EMNLP single column (7.7 cm)</source>
        <translation>ACL/EMNLP, eine Spalte (7,7 cm)</translation>
    </message>
    <message>
        <source>One column (8.5 cm)</source>
        <translation>Eine Spalte (8,5 cm)</translation>
    </message>
    <message>
        <source>Two columns (17 cm)</source>
        <translation>Zwei Spalten (17 cm)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>4:3</source>
        <translation>4:3</translation>
    </message>
    <message>
        <source>3:2</source>
        <translation>3:2</translation>
    </message>
    <message>
        <source>16:9</source>
        <translation>16:9</translation>
    </message>
    <message>
        <source>2:1</source>
        <translation>2:1</translation>
    </message>
    <message>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <source>Free (height below)</source>
        <translation>Frei (Höhe unten)</translation>
    </message>
    <message>
        <source>The same in points whatever the size: 8 to 10 pt match a paper&apos;s text</source>
        <translation>Gleich in Punkt, unabhängig von der Größe: 8 bis 10 pt passen zum Text eines Artikels</translation>
    </message>
    <message>
        <source>Draw the title (papers put it in the caption)</source>
        <translation>Titel zeichnen (Artikel setzen ihn in die Bildunterschrift)</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Aspect (width:height):</source>
        <translation>Seitenverhältnis (Breite:Höhe):</translation>
    </message>
    <message>
        <source>Preview at true size on this screen</source>
        <extracomment>Under the chart export preview</extracomment>
        <translation>Vorschau in Originalgröße auf diesem Bildschirm</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
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
    <message>
        <source>&apos;%1&apos; is not a size: give WIDTHxHEIGHT in cm or in, such as 8.5x6cm or 3.3x2.5in</source>
        <extracomment>%1 is what was given to --size</extracomment>
        <translation>&apos;%1&apos; ist keine Größe: BREITExHÖHE in cm oder in angeben, etwa 8.5x6cm oder 3.3x2.5in</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png);;LaTeX pgfplots/TikZ (*.tex)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG (*.png);;LaTeX pgfplots/TikZ (*.tex)</translation>
    </message>
</context>
<context>
    <name>ChartTex</name>
    <message>
        <source>one system</source>
        <extracomment>Caption of an exported chart: how many systems it shows</extracomment>
        <translation>ein System</translation>
    </message>
    <message>
        <source>%1 systems</source>
        <translation>%1 Systeme</translation>
    </message>
    <message>
        <source>Bars: %1 for each %2 (%3), one bar per system, %4 in all.</source>
        <extracomment>Caption of an exported bar chart: %1 the y axis, %2 the x axis, %3 its categories, %4 &quot;8 systems&quot;</extracomment>
        <translation>Balken: %1 je %2 (%3), ein Balken pro System, insgesamt %4.</translation>
    </message>
    <message>
        <source>Curves: %1 against %2, one curve per system, %3 in all.</source>
        <extracomment>Caption of an exported curve chart: %1 the y axis, %2 the x axis, %3 &quot;8 systems&quot;</extracomment>
        <translation>Kurven: %1 gegen %2, eine Kurve pro System, insgesamt %3.</translation>
    </message>
    <message>
        <source>The legend gives each system&apos;s area under the curve (AUC).</source>
        <translation>Die Legende nennt für jedes System die Fläche unter der Kurve (AUC).</translation>
    </message>
    <message>
        <source>One row per system (%1 in all), one column per %2; a cell&apos;s colour gives its value (scale on the right).</source>
        <extracomment>Caption of an exported heat map: %1 &quot;8 systems&quot;, %2 the x axis</extracomment>
        <translation>Eine Zeile pro System (insgesamt %1), eine Spalte je %2; die Farbe einer Zelle gibt ihren Wert an (Skala rechts).</translation>
    </message>
    <message>
        <source>scorer %1</source>
        <translation>Bewerter %1</translation>
    </message>
    <message>
        <source>facet %1</source>
        <translation>Facette %1</translation>
    </message>
    <message>
        <source>gold %1</source>
        <translation>Gold %1</translation>
    </message>
    <message>
        <source>Computed by OIE Studio (%1).</source>
        <extracomment>Caption: where the numbers come from, e.g. &quot;scorer BenchIE, facet default, gold gold.txt&quot;</extracomment>
        <translation>Berechnet mit OIE Studio (%1).</translation>
    </message>
    <message>
        <source>its text does not fit %1 at the document&apos;s text size, nor any taller size at this width; export it wider</source>
        <extracomment>A LaTeX figure not made: %1 the size asked (&quot;8.50 x 6.00 cm&quot;)</extracomment>
        <translation>sein Text passt bei der Textgröße des Dokuments nicht in %1, auch in keine höhere Größe bei dieser Breite; breiter exportieren</translation>
    </message>
    <message>
        <source>its text does not fit %1 at the document&apos;s text size (the legend already in \scriptsize, without the title); export it at %2 (--size %3)</source>
        <extracomment>A LaTeX figure not made: %1 the size asked, %2 the size that works, %3 as --size takes it</extracomment>
        <translation>sein Text passt bei der Textgröße des Dokuments nicht in %1 (die Legende schon in \scriptsize, ohne Titel); in %2 exportieren (--size %3)</translation>
    </message>
</context>
<context>
    <name>CompareMatrixModel</name>
    <message>
        <source>%1
p %2%3</source>
        <extracomment>Compare Systems matrix cell: the difference, then its p-value on a second line; a dagger when significant</extracomment>
        <translation>%1
p %2%3</translation>
    </message>
    <message>
        <source>%1 %2 %3 minus %4 %5 = %6
p = %7%8 (as extreme in %9 of %10)
%11</source>
        <translation>%1 %2 %3 minus %4 %5 = %6
p = %7%8 (ebenso extrem in %9 von %10)
%11</translation>
    </message>
    <message>
        <source>, Holm-adjusted</source>
        <translation>, Holm-korrigiert</translation>
    </message>
    <message>
        <source>significant at p &lt; %1</source>
        <translation>signifikant bei p &lt; %1</translation>
    </message>
    <message>
        <source>not significant at p &lt; %1</source>
        <translation>nicht signifikant bei p &lt; %1</translation>
    </message>
    <message>
        <source>%1% interval of the difference: [%2, %3]</source>
        <translation>Intervall (%1 %) der Differenz: [%2, %3]</translation>
    </message>
</context>
<context>
    <name>CompareSystemsDialog</name>
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
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <source>Compare Systems</source>
        <translation>Systeme vergleichen</translation>
    </message>
    <message>
        <source>Approximate randomization</source>
        <translation>Approximative Randomisierung</translation>
    </message>
    <message>
        <source>Paired bootstrap</source>
        <translation>Gepaarter Bootstrap</translation>
    </message>
    <message>
        <source>&amp;Holm-adjust over all pairs</source>
        <translation>Über alle Paare nach &amp;Holm korrigieren</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>&amp;Maß:</translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation>&amp;Test:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>&amp;Resamples:</source>
        <translation>&amp;Stichproben:</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren...</translation>
    </message>
    <message>
        <source>Two visible systems or more are needed to compare.</source>
        <translation>Zum Vergleichen sind mindestens zwei sichtbare Systeme nötig.</translation>
    </message>
    <message>
        <source>This scorer has no per-sentence outcomes to compare here (BenchIE^FL&apos;s official mode, or CaRB and OIE2016 before they score).</source>
        <translation>Dieser Bewerter hat hier keine Ergebnisse je Satz zum Vergleichen (der offizielle Modus von BenchIE^FL, oder CaRB und OIE2016, bevor sie bewertet haben).</translation>
    </message>
    <message>
        <source>%1, %2 sentences: %3 of the row system minus the column system; %4; † p &lt; %5 (green: the row is higher, red: lower)</source>
        <extracomment>Compare Systems caption: &quot;BenchIE, facet default, 300 sentences: F1 of the row minus the column; approximate randomization test (...); † p &lt; 0.05&quot;</extracomment>
        <translation>%1, %2 Sätze: %3 des Zeilensystems minus des Spaltensystems; %4; † p &lt; %5 (grün: die Zeile ist höher, rot: niedriger)</translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;LaTeX (*.tex);;JSON (*.json);;Text (*.txt)</source>
        <translation>CSV (*.csv);;LaTeX (*.tex);;JSON (*.json);;Text (*.txt)</translation>
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
    <name>DocumentController</name>
    <message>
        <source>OIE Studio projects (*.oieproj);;All files (*)</source>
        <translation>OIE-Studio-Projekte (*.oieproj);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 is also the OIE2016 gold: add system outputs with Evaluation &gt; OIE2016</source>
        <translation>%1 ist auch das OIE2016-Gold: Systemausgaben über Auswertung &gt; OIE2016 hinzufügen</translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else since it was opened.</source>
        <translation>%1 wurde seit dem Öffnen von jemand anderem auf der Festplatte geändert.</translation>
    </message>
    <message>
        <source>OIE Studio</source>
        <translation>OIE Studio</translation>
    </message>
    <message>
        <source>Overwrite it anyway?</source>
        <translation>Trotzdem überschreiben?</translation>
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
        <source>The annotation has unsaved changes. Save them as a project?</source>
        <translation>Die Annotation hat ungespeicherte Änderungen. Als Projekt speichern?</translation>
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
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>BenchIE-Gold-Dateien und OIE-Studio-Projekte (*.txt *.oieproj);;Alle Dateien (*)</translation>
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
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation>BenchIE-Gold-Dateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n triple(s) written as AnnIE can: adjacent optional groups joined, brackets inside words dropped)</source>
        <translation>
            <numerusform>%1 exportiert (%n Tripel so geschrieben, wie AnnIE es kann: benachbarte optionale Gruppen verbunden, Klammern in Wörtern entfernt)</numerusform>
            <numerusform>%1 exportiert (%n Tripel so geschrieben, wie AnnIE es kann: benachbarte optionale Gruppen verbunden, Klammern in Wörtern entfernt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Gold in AnnIE Notation</source>
        <translation>Gold in AnnIE-Notation exportieren</translation>
    </message>
    <message>
        <source>AnnIE annotation text (*.tsv);;All files (*)</source>
        <translation>AnnIE-Annotationstext (*.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Nothing was restored; the copy stays where it is.</source>
        <translation>Nichts wurde wiederhergestellt; die Kopie bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>Nothing was restored; the copy was kept as %1.</source>
        <translation>Nichts wurde wiederhergestellt; die Kopie wurde als %1 aufbewahrt.</translation>
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
    <message>
        <source>give it as NAME=FILE</source>
        <translation>als NAME=FILE angeben</translation>
    </message>
    <message>
        <source>score it with --scorer carb or --scorer oie2016</source>
        <translation>mit --scorer carb oder --scorer oie2016 bewerten</translation>
    </message>
    <message>
        <source>a ROBUST file is scored with --scorer robust</source>
        <translation>eine ROBUST-Datei wird mit --scorer robust bewertet</translation>
    </message>
    <message>
        <source>a BenchIE gold or a text to annotate</source>
        <translation>ein BenchIE-Gold oder ein zu annotierender Text</translation>
    </message>
    <message>
        <source>OIE2016 gold</source>
        <translation>OIE2016-Gold</translation>
    </message>
    <message>
        <source>AnnIE progress</source>
        <translation>AnnIE-Fortschritt</translation>
    </message>
    <message>
        <source>AnnIE annotation export</source>
        <translation>AnnIE-Annotationsexport</translation>
    </message>
    <message numerus="yes">
        <source>opened as an OIE2016 gold: %n gold extraction(s), each one synset (arg1 --&gt; predicate --&gt; arg2, further arguments as extra parts) in %1 sentences; OIE2016 scores it through Evaluation &gt; OIE2016</source>
        <translation>
            <numerusform>als OIE2016-Gold geöffnet: %n Gold-Extraktion als ein Synset (arg1 --&gt; predicate --&gt; arg2, weitere Argumente als zusätzliche Teile) in %1 Sätzen; OIE2016 bewertet es über Auswertung &gt; OIE2016</numerusform>
            <numerusform>als OIE2016-Gold geöffnet: %n Gold-Extraktionen, jede als ein Synset (arg1 --&gt; predicate --&gt; arg2, weitere Argumente als zusätzliche Teile) in %1 Sätzen; OIE2016 bewertet es über Auswertung &gt; OIE2016</numerusform>
        </translation>
    </message>
    <message>
        <source>empty file: a gold has sent_id:ID&lt;TAB&gt;sentence lines and their triples</source>
        <translation>leere Datei: Ein Gold hat Zeilen sent_id:ID&lt;TAB&gt;sentence und deren Tripel</translation>
    </message>
    <message>
        <source>this looks like %1, not a gold: a gold has sent_id:ID&lt;TAB&gt;sentence lines and their triples</source>
        <translation>dies sieht aus wie %1, nicht wie ein Gold: Ein Gold hat Zeilen sent_id:ID&lt;TAB&gt;sentence und deren Tripel</translation>
    </message>
    <message>
        <source>no sentence (no sent_id:ID&lt;TAB&gt;sentence line): this is not a gold</source>
        <translation>kein Satz (keine Zeile sent_id:ID&lt;TAB&gt;sentence): dies ist kein Gold</translation>
    </message>
    <message>
        <source>a BenchIE gold</source>
        <translation>ein BenchIE-Gold</translation>
    </message>
</context>
<context>
    <name>DraftSynsetsDialog</name>
    <message>
        <source>Draft Synsets from Systems</source>
        <translation>Synset-Entwürfe aus Systemen</translation>
    </message>
    <message>
        <source>Accept Draft</source>
        <translation>Entwurf übernehmen</translation>
    </message>
    <message>
        <source>Drop Draft</source>
        <translation>Entwurf verwerfen</translation>
    </message>
    <message numerus="yes">
        <source>Sentence %1: %n draft synset(s) made from the systems&apos; extractions (never gold until accepted). A draft&apos;s key (1-9, a-z) goes to it; Space toggles a triple, Return accepts the draft&apos;s checked triples as a new synset, Delete drops the draft, F2 loads the triple into the slots to change it.</source>
        <extracomment>%1: a sentence number; %n: how many drafts</extracomment>
        <translation>
            <numerusform>Satz %1: %n Synset-Entwurf aus den Extraktionen der Systeme (erst nach Übernahme Gold). Die Taste eines Entwurfs (1-9, a-z) springt zu ihm; Space schaltet ein Tripel um, Return übernimmt die angehakten Tripel des Entwurfs als neues Synset, Delete verwirft den Entwurf, F2 lädt das Tripel zum Ändern in die Slots.</numerusform>
            <numerusform>Satz %1: %n Synset-Entwürfe aus den Extraktionen der Systeme (erst nach Übernahme Gold). Die Taste eines Entwurfs (1-9, a-z) springt zu ihm; Space schaltet ein Tripel um, Return übernimmt die angehakten Tripel des Entwurfs als neues Synset, Delete verwirft den Entwurf, F2 lädt das Tripel zum Ändern in die Slots.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1   Draft %2 — %3</source>
        <translation>%1   Entwurf %2 — %3</translation>
    </message>
    <message>
        <source>in the gold already</source>
        <translation>schon im Gold</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>No draft synsets left for this sentence.</source>
        <translation>Für diesen Satz sind keine Synset-Entwürfe mehr übrig.</translation>
    </message>
    <message>
        <source>1-9, a-z, A-Z</source>
        <translation>1-9, a-z, A-Z</translation>
    </message>
    <message>
        <source>Go to that draft</source>
        <translation>Zu diesem Entwurf springen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Check or uncheck the triple (on a draft&apos;s line: all of its triples)</source>
        <translation>Tripel an- oder abhaken (auf der Zeile eines Entwurfs: alle seine Tripel)</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Accept the draft: its checked triples become a new synset</source>
        <translation>Entwurf übernehmen: Seine angehakten Tripel werden ein neues Synset</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Drop the draft</source>
        <translation>Entwurf verwerfen</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>Load the triple into the slots to change it (its draft is dropped)</source>
        <translation>Tripel zum Ändern in die Slots laden (sein Entwurf wird verworfen)</translation>
    </message>
</context>
<context>
    <name>EffortDialog</name>
    <message>
        <source>Annotation Effort</source>
        <translation>Annotationsaufwand</translation>
    </message>
    <message>
        <source>&amp;Record the keys and time of annotating (kept in the project file)</source>
        <translation>Tasten und Zeit beim Annotieren &amp;aufzeichnen (in der Projektdatei gespeichert)</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Synsets</source>
        <translation>Synsets</translation>
    </message>
    <message>
        <source>Triples</source>
        <translation>Tripel</translation>
    </message>
    <message>
        <source>Nothing recorded yet: keys pressed in the Annotate tab are counted here, per sentence.</source>
        <translation>Noch nichts aufgezeichnet: Im Reiter Annotieren gedrückte Tasten werden hier je Satz gezählt.</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) annotated: %1 keys in %2; they hold %3 synsets and %4 triples (%5 keys per triple). A pause over a minute counts as one minute.</source>
        <translation>
            <numerusform>%n Satz annotiert: %1 Tasten in %2; er enthält %3 Synsets und %4 Tripel (%5 Tasten je Tripel). Eine Pause über einer Minute zählt als eine Minute.</numerusform>
            <numerusform>%n Sätze annotiert: %1 Tasten in %2; sie enthalten %3 Synsets und %4 Tripel (%5 Tasten je Tripel). Eine Pause über einer Minute zählt als eine Minute.</numerusform>
        </translation>
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
    <message>
        <source>differs from triple %1 of synset %2 only in letter case, which the scorers compare</source>
        <translation>unterscheidet sich von Tripel %1 des Synsets %2 nur in der Groß- und Kleinschreibung, die die Bewerter beachten</translation>
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
        <extracomment>Legend entry of an OIE2016 curve: system name and area under the curve</extracomment>
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
    <message>
        <source>AUC %1</source>
        <extracomment>Legend entry of a CaRB curve, after the system&apos;s name: the area under the curve</extracomment>
        <translation>AUC %1</translation>
    </message>
    <message>
        <source>OIE2016 precision-recall curves</source>
        <translation>OIE2016-Precision-Recall-Kurven</translation>
    </message>
    <message>
        <source>The rows the official scorer writes, by recall; %1</source>
        <extracomment>%1 is the matcher&apos;s mode, e.g. &quot;mode current: official matcher of today, ...&quot;</extracomment>
        <translation>Die Zeilen, die der offizielle Bewerter schreibt, nach Recall; %1</translation>
    </message>
    <message>
        <source>OIE2016 area under the precision-recall curve</source>
        <translation>OIE2016-Fläche unter der Precision-Recall-Kurve</translation>
    </message>
    <message>
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <source>Left out: %1 (the gold has no synset under it; under Entity, no triple is flagged entity-clean).</source>
        <translation>Ausgelassen: %1 (das Gold hat darunter kein Synset; unter Entität ist kein Tripel als entitätsrein markiert).</translation>
    </message>
    <message>
        <source>Error bars: %1% percentile bootstrap intervals over the gold sentences, %2 resamples, seed %3</source>
        <extracomment>Under a P, R and F1 chart: %1 the level (95), %2 resamples, %3 the seed</extracomment>
        <translation>Fehlerbalken: Bootstrap-Perzentilintervalle (%1 %) über die Gold-Sätze, %2 Stichproben, Startwert %3</translation>
    </message>
    <message>
        <source>Wrong only in letter case, which the scorers compare: %1</source>
        <extracomment>Under the error-bucket charts; %1 lists systems with their counts (&quot;clausie 12, minie 3&quot;)</extracomment>
        <translation>Falsch nur in der Groß-/Kleinschreibung, die die Bewerter beachten: %1</translation>
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
        <source>F1 of every system under every facet</source>
        <translation>F1 jedes Systems unter jeder Facette</translation>
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
        <source>Export Table</source>
        <translation>Tabelle exportieren</translation>
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
    <message>
        <source>OIE2016 Sentences</source>
        <translation>OIE2016-Sätze</translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>OIE2016</source>
        <translation>OIE2016</translation>
    </message>
    <message>
        <source>The scorer of the table and chart: BenchIE under the facet of the toolbar, BenchIE^FL&apos;s tolerant matching, CaRB against an attached CaRB gold, or OIE2016 over native system outputs against an attached OIE2016 gold</source>
        <translation>Der Bewerter für Tabelle und Diagramm: BenchIE unter der Facette der Werkzeugleiste, der tolerante Abgleich von BenchIE^FL, CaRB gegen ein angehängtes CaRB-Gold oder OIE2016 über native Systemausgaben gegen ein angehängtes OIE2016-Gold</translation>
    </message>
    <message>
        <source>Decimals of P, R and F1 in the tables, copies and exports</source>
        <translation>Nachkommastellen von P, R und F1 in Tabellen, Kopien und Exporten</translation>
    </message>
    <message>
        <source>OIE2016 scores its own system files against its own gold: the verdicts on this page are BenchIE&apos;s. What each OIE2016 system matched is on the OIE2016 Sentences page.</source>
        <translation>OIE2016 bewertet seine eigenen Systemdateien gegen sein eigenes Gold: Die Urteile auf dieser Seite stammen von BenchIE. Was jedes OIE2016-System getroffen hat, steht auf der Seite „OIE2016-Sätze“.</translation>
    </message>
    <message>
        <source>Eval&amp;uation</source>
        <translation>A&amp;uswertung</translation>
    </message>
    <message numerus="yes">
        <source>Matcher: %1; %n input message(s)</source>
        <extracomment>Beside the score table under OIE2016: the matcher that ran and how many reading warnings</extracomment>
        <translation>
            <numerusform>Abgleich: %1; %n Eingabemeldung</numerusform>
            <numerusform>Abgleich: %1; %n Eingabemeldungen</numerusform>
        </translation>
    </message>
    <message>
        <source>OIE2016 Gold</source>
        <translation>OIE2016-Gold</translation>
    </message>
    <message>
        <source>OIE2016 gold (*.oie);;All files (*)</source>
        <translation>OIE2016-Gold (*.oie);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>ReVerb Sentence File</source>
        <translation>ReVerb-Satzdatei</translation>
    </message>
    <message>
        <source>Sentences, one per line (*.txt);;All files (*)</source>
        <translation>Sätze, einer pro Zeile (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 Output</source>
        <extracomment>%1 is a system name such as OLLIE or ClausIE</extracomment>
        <translation>%1-Ausgabe</translation>
    </message>
    <message>
        <source>System output (*.txt *.tsv);;All files (*)</source>
        <translation>Systemausgabe (*.txt *.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;OIE2016</source>
        <translation>&amp;OIE2016</translation>
    </message>
    <message>
        <source>Attach OIE2016 &amp;Gold...</source>
        <translation>OIE2016-&amp;Gold anhängen...</translation>
    </message>
    <message>
        <source>An OIE2016 gold (.oie) to score native system outputs as the official scorer does</source>
        <translation>Ein OIE2016-Gold (.oie), um native Systemausgaben wie der offizielle Bewerter zu bewerten</translation>
    </message>
    <message>
        <source>&amp;Add System Output</source>
        <translation>System&amp;ausgabe hinzufügen</translation>
    </message>
    <message>
        <source>%1 Output...</source>
        <extracomment>Menu entry: a system output in that system&apos;s native format, e.g. &quot;OLLIE Output...&quot;</extracomment>
        <translation>%1-Ausgabe...</translation>
    </message>
    <message>
        <source>ReVerb &amp;Sentence File...</source>
        <translation>ReVerb-&amp;Satzdatei...</translation>
    </message>
    <message>
        <source>The sentence file ReVerb&apos;s sentence numbers point into (raw_sentences/all.txt)</source>
        <translation>Die Satzdatei, auf die die Satznummern von ReVerb verweisen (raw_sentences/all.txt)</translation>
    </message>
    <message>
        <source>&amp;Remove System</source>
        <translation>System &amp;entfernen</translation>
    </message>
    <message>
        <source>Matcher of Today&apos;s Official Code</source>
        <translation>Abgleich des heutigen offiziellen Codes</translation>
    </message>
    <message>
        <source>Matcher Behind the Paper&apos;s 2016 Figures</source>
        <translation>Abgleich hinter den Zahlen des Artikels von 2016</translation>
    </message>
    <message>
        <source>every facet</source>
        <translation>jede Facette</translation>
    </message>
    <message>
        <source>&amp;Bootstrap Intervals</source>
        <translation>Bootstrap-&amp;Intervalle</translation>
    </message>
    <message>
        <source>Co&amp;mpare Systems...</source>
        <translation>Systeme &amp;vergleichen...</translation>
    </message>
    <message>
        <source>Is one system really better than another? Paired significance tests of every pair of visible systems over the gold sentences</source>
        <translation>Ist ein System wirklich besser als ein anderes? Gepaarte Signifikanztests aller Paare sichtbarer Systeme über die Gold-Sätze</translation>
    </message>
    <message>
        <source>P, R and F1 (and AUC under CaRB and OIE2016) with their 95% percentile bootstrap intervals over the gold sentences, 10,000 resamples, seed 1: the numbers of oie-score --ci 0.95 (every scorer but BenchIE^FL&apos;s official mode); error bars on the P, R and F1 chart</source>
        <translation>P, R und F1 (und AUC bei CaRB und OIE2016) mit ihren 95-%-Perzentil-Bootstrap-Intervallen über die Gold-Sätze, 10.000 Stichproben, Startwert 1: die Zahlen von oie-score --ci 0.95 (jeder Bewerter außer dem offiziellen Modus von BenchIE^FL); Fehlerbalken im P-, R- und F1-Diagramm</translation>
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
    <message>
        <source>No F1: the gold has no synset under this facet (under Entity: no triple is flagged entity-clean)</source>
        <translation>Kein F1: Das Gold hat unter dieser Facette kein Synset (unter Entität: kein Tripel ist als entitätsrein markiert)</translation>
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
    <message>
        <source>Reject extraction</source>
        <translation>Extraktion ablehnen</translation>
    </message>
    <message>
        <source>Skip extraction</source>
        <translation>Extraktion überspringen</translation>
    </message>
    <message>
        <source>Accept extraction</source>
        <translation>Extraktion übernehmen</translation>
    </message>
    <message>
        <source>Accept extraction into synset %1</source>
        <translation>Extraktion in Synset %1 übernehmen</translation>
    </message>
    <message numerus="yes">
        <source>Accept draft synset %1 as synset %2 (%n triple(s))</source>
        <translation>
            <numerusform>Synset-Entwurf %1 als Synset %2 übernehmen (%n Tripel)</numerusform>
            <numerusform>Synset-Entwurf %1 als Synset %2 übernehmen (%n Tripel)</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop draft synset %1</source>
        <translation>Synset-Entwurf %1 verwerfen</translation>
    </message>
</context>
<context>
    <name>ImportTextDialog</name>
    <message>
        <source>Import Text</source>
        <translation>Text importieren</translation>
    </message>
    <message>
        <source>%1 is raw text. Where do its sentences end, and how are its words cut?</source>
        <translation>%1 ist reiner Text. Wo enden seine Sätze, und wie werden seine Wörter getrennt?</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>At every &amp;line break</source>
        <translation>An jedem &amp;Zeilenumbruch</translation>
    </message>
    <message>
        <source>Split &amp;paragraphs (blank lines end them)</source>
        <translation>&amp;Absätze teilen (Leerzeilen beenden sie)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>The defaults are set in Edit &gt; Preferences.</source>
        <translation>Die Vorgaben stehen unter Bearbeiten &gt; Einstellungen.</translation>
    </message>
</context>
<context>
    <name>LintPanel</name>
    <message>
        <source>Compare With Gold...</source>
        <translation>Mit Gold vergleichen...</translation>
    </message>
    <message>
        <source>Also list the facts this gold lacks and those only it has, against a second gold of the same sentences (oie-score lint --against)</source>
        <translation>Auch die Fakten auflisten, die diesem Gold fehlen oder die nur es hat, verglichen mit einem zweiten Gold derselben Sätze (oie-score lint --against)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Compare With Gold</source>
        <translation>Mit Gold vergleichen</translation>
    </message>
    <message>
        <source>BenchIE gold or project (*.txt *.json);;All files (*)</source>
        <translation>BenchIE-Gold oder Projekt (*.txt *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>against %1</source>
        <extracomment>Lint dock: &quot;against benchie_fl_gold_300.txt&quot; (the second gold of missing-fact and extra-fact)</extracomment>
        <translation>gegen %1</translation>
    </message>
</context>
<context>
    <name>LintTreeModel</name>
    <message>
        <source>%1: skipped (%2)</source>
        <translation>%1: übersprungen (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>sentence %1 (other gold)</source>
        <translation>Satz %1 (anderes Gold)</translation>
    </message>
    <message>
        <source>sentence %1</source>
        <translation>Satz %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, synset %2: %3</source>
        <translation>%1, Synset %2: %3</translation>
    </message>
    <message>
        <source>%1, synsets %2: %3</source>
        <translation>%1, Synsets %2: %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
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
        <translation>Ansi&amp;cht</translation>
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
        <source>%1[*] - OIE Studio</source>
        <translation>%1[*] - OIE Studio</translation>
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
        <extracomment>Edit menu: &quot;Undo Add triple to synset 3&quot;</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Edit menu: &quot;Redo Add triple to synset 3&quot;</extracomment>
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
        <source>Lint</source>
        <translation>Lint</translation>
    </message>
    <message>
        <source>Lint (%1)</source>
        <translation>Lint (%1)</translation>
    </message>
    <message>
        <source>Add Sys&amp;tem Output...</source>
        <translation>System&amp;ausgabe hinzufügen...</translation>
    </message>
    <message>
        <source>Face&amp;t:</source>
        <extracomment>The mnemonic must differ from the menus&apos; (File, Edit, Navigate, View, Evaluate, Help) and the tabs&apos;</extracomment>
        <translation>Face&amp;tte:</translation>
    </message>
    <message>
        <source>ROBU&amp;ST</source>
        <translation>ROBU&amp;ST</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>Prü&amp;fen</translation>
    </message>
    <message>
        <source>A&amp;gree</source>
        <translation>Übereinstimmun&amp;g</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>Zusa&amp;mmenführen</translation>
    </message>
    <message>
        <source>Rev&amp;iew</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <source>Facets are BenchIE&apos;s: the scorer chosen on the Evaluate tab has none</source>
        <translation>Facetten gehören zu BenchIE: der im Reiter Auswerten gewählte Bewerter hat keine</translation>
    </message>
    <message>
        <source>No gold triple is marked entity-clean yet: mark some (Edit menu) to score under this facet</source>
        <translation>Noch kein Gold-Tripel ist als entitätsrein markiert: markieren Sie welche (Menü Bearbeiten), um unter dieser Facette zu bewerten</translation>
    </message>
    <message>
        <source>Entity facet: no gold triple is marked entity-clean, every score is 0</source>
        <translation>Entitätsfacette: kein Gold-Tripel ist als entitätsrein markiert, jeder Wert ist 0</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Export Gold in Ann&amp;IE Notation...</source>
        <translation>Gold in Ann&amp;IE-Notation exportieren...</translation>
    </message>
</context>
<context>
    <name>MergeWorkspace</name>
    <message>
        <source>Open Annotator B...</source>
        <translation>Annotator B öffnen...</translation>
    </message>
    <message>
        <source>Save Merge Log...</source>
        <translation>Protokoll speichern...</translation>
    </message>
    <message>
        <source>Open a second annotator&apos;s gold or project to merge it into the open gold.</source>
        <translation>Öffnen Sie das Gold oder Projekt eines zweiten Annotators, um es mit dem geöffneten Gold zusammenzuführen.</translation>
    </message>
    <message>
        <source>Items of this sentence</source>
        <translation>Einträge dieses Satzes</translation>
    </message>
    <message>
        <source>Pairing problems</source>
        <translation>Zuordnungsprobleme</translation>
    </message>
    <message>
        <source>The merged synset, one triple per line (subject --&gt; relation --&gt; object)</source>
        <translation>Das zusammengeführte Synset, ein Tripel pro Zeile (Subjekt --&gt; Relation --&gt; Objekt)</translation>
    </message>
    <message>
        <source>Note for this decision (optional)</source>
        <translation>Notiz zu dieser Entscheidung (optional)</translation>
    </message>
    <message>
        <source>Take A</source>
        <translation>A nehmen</translation>
    </message>
    <message>
        <source>Take B</source>
        <translation>B nehmen</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Vereinigung</translation>
    </message>
    <message>
        <source>Keep Both</source>
        <translation>Beide behalten</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Apply Edit</source>
        <translation>Änderung anwenden</translation>
    </message>
    <message>
        <source>Next Unresolved</source>
        <translation>Nächster offener</translation>
    </message>
    <message>
        <source>A (the open gold)</source>
        <translation>A (das geöffnete Gold)</translation>
    </message>
    <message>
        <source>B (the other annotator)</source>
        <translation>B (der andere Annotator)</translation>
    </message>
    <message>
        <source>Edit (Ctrl+Return applies):</source>
        <translation>Bearbeiten (Ctrl+Return wendet an):</translation>
    </message>
    <message>
        <source>Open a gold (annotator A) before merging another one into it.</source>
        <translation>Öffnen Sie ein Gold (Annotator A), bevor Sie ein anderes damit zusammenführen.</translation>
    </message>
    <message>
        <source>Merging %1 (B) into %2 (A)</source>
        <translation>%1 (B) wird mit %2 (A) zusammengeführt</translation>
    </message>
    <message>
        <source>Open Annotator B</source>
        <translation>Annotator B öffnen</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>BenchIE-Gold-Dateien und OIE-Studio-Projekte (*.txt *.oieproj);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>No merge is open.</source>
        <translation>Keine Zusammenführung geöffnet.</translation>
    </message>
    <message>
        <source>Saved the merge log to %1</source>
        <translation>Zusammenführungsprotokoll in %1 gespeichert</translation>
    </message>
    <message>
        <source>Save Merge Log</source>
        <translation>Zusammenführungsprotokoll speichern</translation>
    </message>
    <message>
        <source>TSV files (*.tsv)</source>
        <translation>TSV-Dateien (*.tsv)</translation>
    </message>
    <message>
        <source>Every disagreement is decided.</source>
        <translation>Alle Abweichungen sind entschieden.</translation>
    </message>
    <message>
        <source>line %1: a triple needs subject --&gt; relation --&gt; object</source>
        <translation>Zeile %1: Ein Tripel braucht Subjekt --&gt; Relation --&gt; Objekt</translation>
    </message>
    <message>
        <source>the edited synset has no triple (Drop removes the item)</source>
        <translation>das bearbeitete Synset hat kein Tripel (Verwerfen entfernt den Eintrag)</translation>
    </message>
    <message>
        <source>Merge sentence %1: %2 (%3)</source>
        <translation>Satz %1 zusammenführen: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Sentence %1 of %2 (id %3): %4</source>
        <translation>Satz %1 von %2 (ID %3): %4</translation>
    </message>
    <message>
        <source> ✓ decided</source>
        <translation> ✓ entschieden</translation>
    </message>
    <message>
        <source> • to decide</source>
        <translation> • zu entscheiden</translation>
    </message>
    <message>
        <source>A %1 | B %2: %3%4</source>
        <translation>A %1 | B %2: %3%4</translation>
    </message>
    <message>
        <source>(no synset for this fact)</source>
        <translation>(kein Synset für diesen Fakt)</translation>
    </message>
    <message>
        <source>Synset %1</source>
        <translation>Synset %1</translation>
    </message>
    <message>
        <source>Nothing to merge in this sentence.</source>
        <translation>In diesem Satz gibt es nichts zusammenzuführen.</translation>
    </message>
    <message>
        <source>nothing to decide</source>
        <translation>nichts zu entscheiden</translation>
    </message>
    <message>
        <source>decided</source>
        <translation>entschieden</translation>
    </message>
    <message>
        <source>to decide</source>
        <translation>zu entscheiden</translation>
    </message>
    <message>
        <source>optional marks differ</source>
        <translation>optionale Markierungen weichen ab</translation>
    </message>
    <message>
        <source>only this side</source>
        <translation>nur diese Seite</translation>
    </message>
    <message>
        <source>%1 decided, %2 left</source>
        <translation>%1 entschieden, %2 offen</translation>
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
    <name>Oie2016MatchBrowser</name>
    <message>
        <source>Add OIE2016 system outputs to see what each matched.</source>
        <translation>Fügen Sie OIE2016-Systemausgaben hinzu, um zu sehen, was jede getroffen hat.</translation>
    </message>
    <message>
        <source>Attach an OIE2016 gold (.oie) and system outputs (Evaluation menu) to see what each system matched.</source>
        <translation>Hängen Sie ein OIE2016-Gold (.oie) und Systemausgaben an (Menü Auswertung), um zu sehen, was jedes System getroffen hat.</translation>
    </message>
    <message>
        <source>%1. [%2/%3] %4</source>
        <extracomment>A gold sentence in the OIE2016 browser: its number, how many of its gold extractions some system matched, and its text</extracomment>
        <translation>%1. [%2/%3] %4</translation>
    </message>
    <message>
        <source>%1 gold sentences of %2, %3; [matched/gold] counts the gold extractions that at least one system matched</source>
        <translation>%1 Gold-Sätze von %2, %3; [getroffen/Gold] zählt die Gold-Extraktionen, die mindestens ein System getroffen hat</translation>
    </message>
    <message>
        <source>Gold extraction</source>
        <translation>Gold-Extraktion</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>not scored (another gold sentence has the same key)</source>
        <extracomment>A gold extraction the official scorer skips: another sentence has the same key</extracomment>
        <translation>nicht bewertet (ein anderer Gold-Satz hat denselben Schlüssel)</translation>
    </message>
    <message>
        <source>✗ not matched</source>
        <translation>✗ nicht getroffen</translation>
    </message>
    <message>
        <source>✓ line %1: %2 (confidence %3)</source>
        <extracomment>The system extraction credited with a gold extraction: its line, words and confidence</extracomment>
        <translation>✓ Zeile %1: %2 (Konfidenz %3)</translation>
    </message>
</context>
<context>
    <name>Oie2016TableModel</name>
    <message>
        <source>none</source>
        <extracomment>The best-F1 point is the appended (P 1, R 0) row, which has no threshold</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1
%2 of %3 gold extractions matched; %4 of the %5 extractions fall on gold sentences</source>
        <translation>%1
%2 von %3 Gold-Extraktionen getroffen; %4 der %5 Extraktionen fallen auf Gold-Sätze</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>The native output format the file was read as</source>
        <translation>Das native Ausgabeformat, als das die Datei gelesen wurde</translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>Column header: the number of extractions a system produced</extracomment>
        <translation>Ausbeute</translation>
    </message>
    <message>
        <source>Extractions the official reader keeps from the file</source>
        <translation>Extraktionen, die der offizielle Leser aus der Datei übernimmt</translation>
    </message>
    <message>
        <source>Matched</source>
        <translation>Getroffen</translation>
    </message>
    <message>
        <source>Gold extractions credited to one of the system&apos;s extractions</source>
        <translation>Gold-Extraktionen, die einer Extraktion des Systems angerechnet werden</translation>
    </message>
    <message>
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <source>Area under the precision-recall curve the official scorer writes</source>
        <translation>Fläche unter der Precision-Recall-Kurve, wie der offizielle Bewerter sie schreibt</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>At the best-F1 point of the curve</source>
        <translation>Am Punkt der Kurve mit dem besten F1</translation>
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
        <source>The confidence threshold of the best-F1 point (extractions at or above it are kept)</source>
        <translation>Die Konfidenzschwelle des Punkts mit dem besten F1 (Extraktionen auf oder über ihr werden behalten)</translation>
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
    <message>
        <source>Named entities (proper nouns)</source>
        <translation>Eigennamen (Entitäten)</translation>
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
    <message>
        <source>The interface language, applied at once when you press OK</source>
        <translation>Die Sprache der Oberfläche, sofort nach OK übernommen</translation>
    </message>
    <message>
        <source>Suggest as optional:</source>
        <translation>Als optional vorschlagen:</translation>
    </message>
    <message>
        <source>Raw text import:</source>
        <translation>Import von reinem Text:</translation>
    </message>
    <message>
        <source>The chips put articles (a, an, the) in o&amp;ptional: [the]</source>
        <translation>Die Chips setzen Artikel (a, an, the) o&amp;ptional ein: [the]</translation>
    </message>
    <message>
        <source>Space, a click, a range and Shift+Space put an article no slot holds in brackets, a group of its own, as the guidelines write determiners; ] on it makes it plain again</source>
        <translation>Leertaste, ein Klick, ein Bereich und Umschalt+Leertaste setzen einen Artikel, den kein Slot enthält, in Klammern ein, als eigene Gruppe, wie die Richtlinien Determinative schreiben; ] darauf macht ihn wieder normal</translation>
    </message>
    <message>
        <source>The chips put in optional the words this gold usually &amp;brackets: [also]</source>
        <translation>Die Chips setzen die Wörter optional ein, die dieses Gold meist in &amp;Klammern setzt: [also]</translation>
    </message>
    <message>
        <source>Learned from the gold as it grows: a word bracketed alone in at least %1 sentences and in %2% of the slots that hold it is put in brackets by Space, a range and Shift+Space, as articles are; ] on it makes it plain again</source>
        <translation>Aus dem Gold gelernt, während es wächst: Ein Wort, das in mindestens %1 Sätzen und in %2 % der Slots, die es enthalten, allein in Klammern steht, setzen Leertaste, ein Bereich und Umschalt+Leertaste wie Artikel in Klammern ein; ] darauf macht es wieder normal</translation>
    </message>
    <message>
        <source>%1 ... (%2 in all)</source>
        <translation>%1 ... (%2 insgesamt)</translation>
    </message>
    <message>
        <source>Learned from this gold so far: none yet</source>
        <translation>Bisher aus diesem Gold gelernt: noch keine</translation>
    </message>
    <message>
        <source>Learned from this gold so far: %1</source>
        <translation>Bisher aus diesem Gold gelernt: %1</translation>
    </message>
    <message>
        <source>So are the sentence&apos;s adverbs (probably, subsequently; not never, barely) while the gold brackets %1% of those suggested, as the English BenchIE gold does</source>
        <translation>Ebenso die Adverbien des Satzes (probably, subsequently; nicht never, barely), solange das Gold %1 % der vorgeschlagenen einklammert, wie es das englische BenchIE-Gold tut</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
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
    <name>ReviewTableModel</name>
    <message>
        <source>to judge</source>
        <translation>zu beurteilen</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>übernommen</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>no gold triple</source>
        <translation>kein Gold-Tripel</translation>
    </message>
    <message>
        <source>synset %1 · %2</source>
        <translation>Synset %1 · %2</translation>
    </message>
    <message>
        <source>The synset of the closest gold triple and its slot pattern (1 = the slot agrees: subject, relation, object)</source>
        <translation>Das Synset des nächsten Gold-Tripels und sein Slot-Muster (1 = Slot stimmt überein: Subjekt, Relation, Objekt)</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
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
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Closest</source>
        <translation>Nächstes</translation>
    </message>
</context>
<context>
    <name>ReviewWorkspace</name>
    <message>
        <source>&amp;Accept into Active Synset</source>
        <translation>Ins &amp;aktive Synset übernehmen</translation>
    </message>
    <message>
        <source>Accept into &amp;New Synset</source>
        <translation>In &amp;neues Synset übernehmen</translation>
    </message>
    <message>
        <source>Accept into &amp;Closest Synset</source>
        <translation>Ins &amp;nächstgelegene Synset übernehmen</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>Über&amp;springen</translation>
    </message>
    <message>
        <source>&amp;Edit, then Accept</source>
        <translation>&amp;Bearbeiten, dann übernehmen</translation>
    </message>
    <message>
        <source>Open the extraction in the Annotate tab&apos;s slots to mark optional words; adding it there accepts it</source>
        <translation>Die Extraktion in den Slots des Reiters Annotieren öffnen, um optionale Wörter zu markieren; Hinzufügen dort übernimmt sie</translation>
    </message>
    <message>
        <source>Add the extraction, aligned to the sentence&apos;s tokens, to the synset chosen below</source>
        <translation>Die Extraktion, an den Tokens des Satzes ausgerichtet, dem unten gewählten Synset hinzufügen</translation>
    </message>
    <message>
        <source>Add the extraction to the synset of its closest gold triple</source>
        <translation>Die Extraktion dem Synset ihres nächstgelegenen Gold-Tripels hinzufügen</translation>
    </message>
    <message>
        <source>Judge the extraction incorrect: it is not asked again</source>
        <translation>Die Extraktion als falsch beurteilen: sie wird nicht wieder vorgelegt</translation>
    </message>
    <message>
        <source>Leave the extraction for later</source>
        <translation>Die Extraktion für später lassen</translation>
    </message>
    <message>
        <source>To judge</source>
        <translation>Zu beurteilen</translation>
    </message>
    <message>
        <source>Not seen yet</source>
        <translation>Noch nicht gesehen</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Übernommen</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Judged</source>
        <translation>Beurteilt</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>This sentence &amp;only</source>
        <translation>Nur dieser Sat&amp;z</translation>
    </message>
    <message>
        <source>Show only the extractions of the sentence selected in the sentence list</source>
        <translation>Nur die Extraktionen des in der Satzliste gewählten Satzes zeigen</translation>
    </message>
    <message>
        <source>&amp;Judgment Files</source>
        <translation>&amp;Urteilsdateien</translation>
    </message>
    <message>
        <source>Attach &amp;Reference...</source>
        <translation>&amp;Referenz anhängen...</translation>
    </message>
    <message>
        <source>A CaRB gold (tab format), a BenchIE system file or another gold, to review its triples that match no synset</source>
        <translation>Ein CaRB-Gold (Tab-Format), eine BenchIE-Systemdatei oder ein anderes Gold, um dessen Tripel zu prüfen, die zu keinem Synset passen</translation>
    </message>
    <message>
        <source>&amp;Export Judgments...</source>
        <translation>Urteile &amp;exportieren...</translation>
    </message>
    <message>
        <source>Every judgment as TSV: extraction, verdict, synset, sources, reviewer, time</source>
        <translation>Jedes Urteil als TSV: Extraktion, Ergebnis, Synset, Quellen, Prüfer, Zeit</translation>
    </message>
    <message>
        <source>&amp;Compare Two Reviewers...</source>
        <translation>Zwei Prüfer &amp;vergleichen...</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between two judgment files, with their disagreements</source>
        <translation>Cohens Kappa zwischen zwei Urteilsdateien, mit ihren Abweichungen</translation>
    </message>
    <message>
        <source>Sour&amp;ce:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Anzei&amp;gen:</translation>
    </message>
    <message>
        <source>Active s&amp;ynset:</source>
        <translation>Aktives S&amp;ynset:</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>Alle Quellen</translation>
    </message>
    <message>
        <source>%1 of %2 judged</source>
        <translation>%1 von %2 beurteilt</translation>
    </message>
    <message>
        <source>Nothing to review: open a gold, then add system outputs or attach a reference.</source>
        <translation>Nichts zu prüfen: ein Gold öffnen, dann Systemausgaben hinzufügen oder eine Referenz anhängen.</translation>
    </message>
    <message>
        <source>Select an extraction to judge it.</source>
        <translation>Wählen Sie eine Extraktion, um sie zu beurteilen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sentence %1&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;Satz %1&lt;/b&gt; (%2): %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Extraction&lt;/b&gt; %1 &amp;rarr; %2 &amp;rarr; %3 &amp;nbsp;&amp;middot;&amp;nbsp; %4: %5 &amp;nbsp;&amp;middot;&amp;nbsp; %6</source>
        <translation>&lt;b&gt;Extraktion&lt;/b&gt; %1 &amp;rarr; %2 &amp;rarr; %3 &amp;nbsp;&amp;middot;&amp;nbsp; %4: %5 &amp;nbsp;&amp;middot;&amp;nbsp; %6</translation>
    </message>
    <message>
        <source>from</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest&lt;/b&gt;: the sentence has no gold triple.</source>
        <translation>&lt;b&gt;Nächstes&lt;/b&gt;: Der Satz hat kein Gold-Tripel.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest&lt;/b&gt; synset %1, triple %2: %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;Nächstes&lt;/b&gt; Synset %1, Tripel %2: %3&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: P %2 · R %3 (TP %4, FP %5)</source>
        <translation>%1: P %2 · R %3 (TP %4, FP %5)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores now&lt;/b&gt; </source>
        <translation>&lt;b&gt;Aktuelle Werte&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Attach Reference for Review</source>
        <translation>Referenz zur Prüfung anhängen</translation>
    </message>
    <message>
        <source>Gold and system files (*.txt *.tsv *.oieproj);;All files (*)</source>
        <translation>Gold- und Systemdateien (*.txt *.tsv *.oieproj);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Judgments</source>
        <translation>Urteile exportieren</translation>
    </message>
    <message>
        <source>Tab-separated values (*.tsv);;All files (*)</source>
        <translation>Tabulatorgetrennte Werte (*.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Judgments (*.tsv);;All files (*)</source>
        <translation>Urteile (*.tsv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Judgments of the First Reviewer</source>
        <translation>Urteile des ersten Prüfers</translation>
    </message>
    <message>
        <source>Judgments of the Second Reviewer</source>
        <translation>Urteile des zweiten Prüfers</translation>
    </message>
    <message>
        <source>Agreement of Two Reviewers</source>
        <translation>Übereinstimmung zweier Prüfer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cohen&apos;s kappa %1&lt;/b&gt; over %2 extractions both judged (observed agreement %3, expected %4).&lt;br&gt;Left out: %5 skipped by one of them, %6 judged only in %7, %8 only in %9.</source>
        <translation>&lt;b&gt;Cohens Kappa %1&lt;/b&gt; über %2 von beiden beurteilte Extraktionen (beobachtete Übereinstimmung %3, erwartet %4).&lt;br&gt;Ausgelassen: %5 von einem der beiden übersprungen, %6 nur in %7 beurteilt, %8 nur in %9.</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
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
        <source>A / B</source>
        <translation>A / B</translation>
    </message>
</context>
<context>
    <name>RobustCliqueModel</name>
    <message>
        <source>original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>paraphrase %1</source>
        <translation>Paraphrase %1</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>schlechtester</translation>
    </message>
    <message>
        <source>Not scored: %1&apos;s file does not list this sentence (the official scorer walks the system file)</source>
        <translation>Nicht bewertet: Die Datei von %1 führt diesen Satz nicht auf (der offizielle Bewerter durchläuft die Systemdatei)</translation>
    </message>
    <message>
        <source>%1: AUC %2, P %3, R %4, F1 %5; the clique&apos;s F1 variance %6%7</source>
        <translation>%1: AUC %2, P %3, R %4, F1 %5; F1-Varianz der Clique %6%7</translation>
    </message>
    <message>
        <source>; the worst sentence of the clique (its ROBUST score)</source>
        <translation>; der schlechteste Satz der Clique (ihr ROBUST-Wert)</translation>
    </message>
    <message>
        <source>Clique</source>
        <translation>Clique</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>%1 P</source>
        <translation>%1 P</translation>
    </message>
    <message>
        <source>%1 R</source>
        <translation>%1 R</translation>
    </message>
    <message>
        <source>%1 F1</source>
        <translation>%1 F1</translation>
    </message>
    <message>
        <source>%1 worst</source>
        <translation>%1 schlechtester</translation>
    </message>
    <message>
        <source>The sentence of lowest F1 in the clique (the first in the system file&apos;s order on ties): the clique&apos;s ROBUST score</source>
        <translation>Der Satz mit dem niedrigsten F1 in der Clique (bei Gleichstand der erste in der Reihenfolge der Systemdatei): der ROBUST-Wert der Clique</translation>
    </message>
    <message>
        <source>CaRB on this sentence alone, at its F1-optimal point, rounded to 3 decimals as CaRB returns it</source>
        <translation>CaRB nur auf diesem Satz, an seinem F1-optimalen Punkt, auf 3 Nachkommastellen gerundet, wie CaRB es liefert</translation>
    </message>
</context>
<context>
    <name>RobustTable2Model</name>
    <message>
        <source>nan: P + R = 0, as the official scorer prints it</source>
        <translation>nan: P + R = 0, wie der offizielle Bewerter es ausgibt</translation>
    </message>
    <message>
        <source>CaRB on the original sentences only: means over cliques, F1 from the mean P and R</source>
        <translation>CaRB nur auf den Originalsätzen: Mittelwerte über Cliquen, F1 aus mittlerem P und R</translation>
    </message>
    <message>
        <source>ROBUST: each clique scored as its sentence of lowest F1; means over cliques, F1 from the mean P and R</source>
        <translation>ROBUST: jede Clique bewertet wie ihr Satz mit dem niedrigsten F1; Mittelwerte über Cliquen, F1 aus mittlerem P und R</translation>
    </message>
    <message>
        <source>ROBUST minus CaRB: negative is a drop</source>
        <translation>ROBUST minus CaRB: negativ bedeutet einen Rückgang</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Cliques</source>
        <translation>Cliquen</translation>
    </message>
    <message>
        <source>Cliques scored: those of the system file that the gold has</source>
        <translation>Bewertete Cliquen: die der Systemdatei, die auch im Gold stehen</translation>
    </message>
    <message>
        <source>CaRB AUC</source>
        <translation>CaRB AUC</translation>
    </message>
    <message>
        <source>CaRB P</source>
        <translation>CaRB P</translation>
    </message>
    <message>
        <source>CaRB R</source>
        <translation>CaRB R</translation>
    </message>
    <message>
        <source>CaRB F1</source>
        <translation>CaRB F1</translation>
    </message>
    <message>
        <source>ROBUST AUC</source>
        <translation>ROBUST AUC</translation>
    </message>
    <message>
        <source>ROBUST P</source>
        <translation>ROBUST P</translation>
    </message>
    <message>
        <source>ROBUST R</source>
        <translation>ROBUST R</translation>
    </message>
    <message>
        <source>ROBUST F1</source>
        <translation>ROBUST F1</translation>
    </message>
    <message>
        <source>ΔAUC</source>
        <translation>ΔAUC</translation>
    </message>
    <message>
        <source>ΔF1</source>
        <translation>ΔF1</translation>
    </message>
    <message>
        <source>ΔF1 %</source>
        <translation>ΔF1 %</translation>
    </message>
    <message>
        <source>ΔF1 in percent of CaRB&apos;s F1</source>
        <translation>ΔF1 in Prozent des F1 von CaRB</translation>
    </message>
</context>
<context>
    <name>RobustWorkspace</name>
    <message>
        <source>CaRB vs ROBUST (the paper&apos;s Table 2)</source>
        <translation>CaRB vs ROBUST (Tabelle 2 des Artikels)</translation>
    </message>
    <message>
        <source>Means over each system file&apos;s cliques; F1 from the mean P and R; Δ = ROBUST − CaRB; nan where P + R = 0, as the official scorer prints it.</source>
        <translation>Mittelwerte über die Cliquen jeder Systemdatei; F1 aus mittlerem P und R; Δ = ROBUST − CaRB; nan, wo P + R = 0, wie der offizielle Bewerter es ausgibt.</translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation>Nachkommastellen:</translation>
    </message>
    <message>
        <source>Decimals of the exported tables</source>
        <translation>Nachkommastellen der exportierten Tabellen</translation>
    </message>
    <message>
        <source>Export Table...</source>
        <translation>Tabelle exportieren...</translation>
    </message>
    <message>
        <source>Cliques</source>
        <translation>Cliquen</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>System:</translation>
    </message>
    <message>
        <source>Worst sentences only</source>
        <translation>Nur die schlechtesten Sätze</translation>
    </message>
    <message>
        <source>Only the sentence each clique&apos;s ROBUST score comes from (of the shown systems)</source>
        <translation>Nur der Satz, von dem der ROBUST-Wert jeder Clique stammt (der gezeigten Systeme)</translation>
    </message>
    <message>
        <source>Filter sentences</source>
        <translation>Sätze filtern</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>Exportieren...</translation>
    </message>
    <message>
        <source>The clique table as shown (system and filters), as LaTeX, CSV or TSV</source>
        <translation>Die Cliquentabelle wie angezeigt (System und Filter), als LaTeX, CSV oder TSV</translation>
    </message>
    <message>
        <source>F1 variance within cliques (the paper&apos;s Figure 5a)</source>
        <translation>F1-Varianz innerhalb der Cliquen (Abbildung 5a des Artikels)</translation>
    </message>
    <message>
        <source>Bin width:</source>
        <translation>Klassenbreite:</translation>
    </message>
    <message>
        <source>Export Chart...</source>
        <translation>Diagramm exportieren...</translation>
    </message>
    <message>
        <source>&amp;ROBUST</source>
        <translation>&amp;ROBUST</translation>
    </message>
    <message>
        <source>Open ROBUST &amp;Gold...</source>
        <translation>ROBUST-&amp;Gold öffnen...</translation>
    </message>
    <message>
        <source>A ROBUST gold: a JSON list of cliques (an original sentence, its tuples, its paraphrases)</source>
        <translation>Ein ROBUST-Gold: eine JSON-Liste von Cliquen (ein Originalsatz, seine Tupel, seine Paraphrasen)</translation>
    </message>
    <message>
        <source>&amp;Add ROBUST System...</source>
        <translation>ROBUST-System &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>A system&apos;s extractions for the same cliques, in the same JSON shape</source>
        <translation>Die Extraktionen eines Systems für dieselben Cliquen, in derselben JSON-Form</translation>
    </message>
    <message>
        <source>&amp;Remove ROBUST System</source>
        <translation>ROBUST-System &amp;entfernen</translation>
    </message>
    <message>
        <source>Remove the system selected in the CaRB vs ROBUST table</source>
        <translation>Das in der Tabelle CaRB vs ROBUST gewählte System entfernen</translation>
    </message>
    <message>
        <source>Export &amp;Table 2...</source>
        <translation>&amp;Tabelle 2 exportieren...</translation>
    </message>
    <message>
        <source>Export &amp;Clique Table...</source>
        <translation>&amp;Cliquentabelle exportieren...</translation>
    </message>
    <message>
        <source>Export &amp;Variance Chart...</source>
        <translation>&amp;Varianzdiagramm exportieren...</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>Alle Systeme</translation>
    </message>
    <message>
        <source>Open a ROBUST gold (Evaluation &gt; ROBUST &gt; Open ROBUST Gold, or oie-studio --robust-gold FILE), then its systems&apos; files.</source>
        <translation>Öffnen Sie ein ROBUST-Gold (Auswertung &gt; ROBUST &gt; ROBUST-Gold öffnen oder oie-studio --robust-gold FILE), dann die Dateien seiner Systeme.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · cliques: %2 · sentences: %3 · systems: %4</source>
        <extracomment>ROBUST tab caption: the gold file&apos;s name, then counts</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; · Cliquen: %2 · Sätze: %3 · Systeme: %4</translation>
    </message>
    <message>
        <source>%1
Each sentence is scored alone with CaRB; a clique scores as its sentence of lowest F1, as the official robust_scorer.py does.</source>
        <translation>%1
Jeder Satz wird einzeln mit CaRB bewertet; eine Clique erhält den Wert ihres Satzes mit dem niedrigsten F1, wie im offiziellen robust_scorer.py.</translation>
    </message>
    <message>
        <source>Cliques by the variance of F1</source>
        <translation>Cliquen nach F1-Varianz</translation>
    </message>
    <message>
        <source>Variance of F1 within a clique (bins of %1)</source>
        <translation>F1-Varianz innerhalb einer Clique (Klassenbreite %1)</translation>
    </message>
    <message>
        <source>np.var of the F1 of each clique&apos;s sentences</source>
        <translation>np.var der F1-Werte der Sätze jeder Clique</translation>
    </message>
    <message>
        <source>ROBUST Gold</source>
        <translation>ROBUST-Gold</translation>
    </message>
    <message>
        <source>ROBUST JSON (*.json);;All files (*)</source>
        <translation>ROBUST-JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>ROBUST System</source>
        <translation>ROBUST-System</translation>
    </message>
    <message>
        <source>Export Clique Table</source>
        <translation>Cliquentabelle exportieren</translation>
    </message>
    <message>
        <source>Export Table 2</source>
        <translation>Tabelle 2 exportieren</translation>
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
        <source>system %1 dropped: %2</source>
        <translation>System %1 entfernt: %2</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>Öffnen Sie einen Goldstandard, bevor Sie Systemausgaben hinzufügen.</translation>
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
    <name>SentenceActions</name>
    <message>
        <source>&amp;Sentence</source>
        <translation>&amp;Satz</translation>
    </message>
    <message>
        <source>&amp;Split Sentence Before This Token</source>
        <translation>Satz vor diesem Token &amp;teilen</translation>
    </message>
    <message>
        <source>The token under the keyboard cursor starts a new sentence</source>
        <translation>Das Token unter dem Tastaturcursor beginnt einen neuen Satz</translation>
    </message>
    <message>
        <source>&amp;Merge with Next Sentence</source>
        <translation>Mit nächstem Satz &amp;zusammenführen</translation>
    </message>
    <message>
        <source>&amp;Edit Sentence Text...</source>
        <translation>Satztext &amp;bearbeiten...</translation>
    </message>
    <message numerus="yes">
        <source>%n triple(s) (%1) use words that the new text does not have. They stay as they are: no extraction can match those words any more, and the Lint dock will list them.</source>
        <translation>
            <numerusform>%n Tripel (%1) verwendet Wörter, die der neue Text nicht enthält. Es bleibt unverändert: Keine Extraktion kann diese Wörter mehr treffen, und das Lint-Fenster wird es auflisten.</numerusform>
            <numerusform>%n Tripel (%1) verwenden Wörter, die der neue Text nicht enthält. Sie bleiben unverändert: Keine Extraktion kann diese Wörter mehr treffen, und das Lint-Fenster wird sie auflisten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the text anyway?</source>
        <translation>Den Text trotzdem ändern?</translation>
    </message>
    <message>
        <source>Edit Sentence Text</source>
        <translation>Satztext bearbeiten</translation>
    </message>
    <message>
        <source>Text of sentence %1 (tokenised again):</source>
        <translation>Text von Satz %1 (wird neu tokenisiert):</translation>
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
    <message>
        <source>%1 · letter case only</source>
        <extracomment>An incorrect extraction that differs from a gold triple only in letter case</extracomment>
        <translation>%1 · nur Groß-/Kleinschreibung</translation>
    </message>
</context>
<context>
    <name>SentenceEditor</name>
    <message>
        <source>Split Sentence %1 before &apos;%2&apos;</source>
        <extracomment>Edit &gt; Undo &quot;Split Sentence 3 before &apos;The&apos;&quot;</extracomment>
        <translation>Satz %1 vor &apos;%2&apos; teilen</translation>
    </message>
    <message>
        <source>Merge Sentences %1 and %2</source>
        <translation>Sätze %1 und %2 zusammenführen</translation>
    </message>
    <message>
        <source>Edit the Text of Sentence %1</source>
        <translation>Text von Satz %1 bearbeiten</translation>
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
    <message>
        <source>Token chips</source>
        <translation>Token-Chips</translation>
    </message>
    <message>
        <source>Draft synsets list</source>
        <translation>Liste der Synset-Entwürfe</translation>
    </message>
    <message>
        <source>Variant checklist</source>
        <translation>Varianten-Checkliste</translation>
    </message>
</context>
<context>
    <name>SideBySideModel</name>
    <message>
        <source>–</source>
        <extracomment>A side-by-side cell for a scorer the system was not scored by</extracomment>
        <translation>–</translation>
    </message>
    <message>
        <source>BenchIE under the facet of the toolbar</source>
        <translation>BenchIE unter der Facette der Werkzeugleiste</translation>
    </message>
    <message>
        <source>CaRB against the attached CaRB gold (F1 at its best threshold)</source>
        <translation>CaRB gegen das angehängte CaRB-Gold (F1 bei der besten Schwelle)</translation>
    </message>
    <message>
        <source>OIE2016 against the attached OIE2016 gold (best F1 of its curve)</source>
        <translation>OIE2016 gegen das angehängte OIE2016-Gold (bestes F1 seiner Kurve)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>OIE2016 system</source>
        <extracomment>Column header: the OIE2016 system paired with the row&apos;s system</extracomment>
        <translation>OIE2016-System</translation>
    </message>
    <message>
        <source>BenchIE P</source>
        <translation>BenchIE P</translation>
    </message>
    <message>
        <source>BenchIE R</source>
        <translation>BenchIE R</translation>
    </message>
    <message>
        <source>BenchIE F1</source>
        <translation>BenchIE F1</translation>
    </message>
    <message>
        <source>CaRB AUC</source>
        <translation>CaRB AUC</translation>
    </message>
    <message>
        <source>CaRB F1</source>
        <translation>CaRB F1</translation>
    </message>
    <message>
        <source>OIE2016 AUC</source>
        <translation>OIE2016 AUC</translation>
    </message>
    <message>
        <source>OIE2016 F1</source>
        <translation>OIE2016 F1</translation>
    </message>
</context>
<context>
    <name>SideBySidePanel</name>
    <message>
        <source>BenchIE, CaRB and OIE2016 figures of the same systems. The studio&apos;s systems are scored by BenchIE (and by CaRB with a CaRB gold); OIE2016 scores its own system files: pair each with a studio system on the right (equal names, case and punctuation aside, are paired by default).</source>
        <translation>BenchIE-, CaRB- und OIE2016-Werte derselben Systeme. Die Systeme des Studios bewertet BenchIE (und CaRB mit einem CaRB-Gold); OIE2016 bewertet seine eigenen Systemdateien: Ordnen Sie rechts jede einem Studio-System zu (gleiche Namen, abgesehen von Groß-/Kleinschreibung und Satzzeichen, werden standardmäßig zugeordnet).</translation>
    </message>
    <message>
        <source>OIE2016 system</source>
        <translation>OIE2016-System</translation>
    </message>
    <message>
        <source>Paired with</source>
        <translation>Zugeordnet zu</translation>
    </message>
    <message>
        <source>Export Table...</source>
        <translation>Tabelle exportieren...</translation>
    </message>
    <message>
        <source>LaTeX booktabs, CSV or TSV, 3 decimals</source>
        <translation>LaTeX booktabs, CSV oder TSV, 3 Nachkommastellen</translation>
    </message>
    <message>
        <source>(none)</source>
        <extracomment>In the pairing combo box: the OIE2016 system is paired with no studio system</extracomment>
        <translation>(keines)</translation>
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
        <source>Export Side-by-Side Table</source>
        <translation>Tabelle „Nebeneinander“ exportieren</translation>
    </message>
</context>
<context>
    <name>SlotEditor</name>
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
    <message>
        <source>%1 · suggested optional: %2</source>
        <extracomment>Tool tip of a slot word: &quot;Token 3 · suggested optional: Determiners (a, the, his)&quot;</extracomment>
        <translation>%1 · optional vorgeschlagen: %2</translation>
    </message>
    <message>
        <source>Word not in the sentence (e.g. an inferred &quot;is&quot;, &quot;[had]&quot;; &quot;=&quot; then a whole slot, kept as typed), then Return</source>
        <translation>Wort, das nicht im Satz steht (z. B. ein erschlossenes „is“, „[had]“; „=“ und dann ein ganzer Slot, wie eingegeben übernommen), dann Return</translation>
    </message>
</context>
<context>
    <name>SuggestionDelegate</name>
    <message>
        <source>Determiners (a, the, his)</source>
        <translation>Artikel und Possessiva (a, the, his)</translation>
    </message>
    <message>
        <source>determiner</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>[The] ball; not in a name: The Times</source>
        <translation>[The] ball; nicht in einem Namen: The Times</translation>
    </message>
    <message>
        <source>Titles before a name (Prof., Dr., Mr.)</source>
        <translation>Titel vor einem Namen (Prof., Dr., Mr.)</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>[Prof.] Michael Jordan</source>
        <translation>[Prof.] Michael Jordan</translation>
    </message>
    <message>
        <source>Adjectives (weaker: some are essential)</source>
        <translation>Adjektive (schwächer: manche sind wesentlich)</translation>
    </message>
    <message>
        <source>adjective (weak)</source>
        <translation>Adjektiv (schwach)</translation>
    </message>
    <message>
        <source>[a] [smart] scientist; but: cold war</source>
        <translation>[a] [smart] scientist; aber: cold war</translation>
    </message>
    <message>
        <source>Quantities (some, thirty)</source>
        <translation>Mengenangaben (some, thirty)</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>[some] major projects, [thirty] painters</source>
        <translation>[some] major projects, [thirty] painters</translation>
    </message>
    <message>
        <source>Tense auxiliaries (has, had)</source>
        <translation>Hilfsverben des Tempus (has, had)</translation>
    </message>
    <message>
        <source>auxiliary</source>
        <translation>Hilfsverb</translation>
    </message>
    <message>
        <source>[has] approved, [had] been</source>
        <translation>[has] approved, [had] been</translation>
    </message>
    <message>
        <source>Light verb wrappers (continues to)</source>
        <translation>Funktionsverbgefüge (continues to)</translation>
    </message>
    <message>
        <source>light verb</source>
        <translation>Funktionsverb</translation>
    </message>
    <message>
        <source>[continues to] reside in</source>
        <translation>[continues to] reside in</translation>
    </message>
    <message>
        <source>Adverbs (probably, subsequently)</source>
        <translation>Adverbien (probably, subsequently)</translation>
    </message>
    <message>
        <source>adverb</source>
        <translation>Adverb</translation>
    </message>
    <message>
        <source>[probably] saw, [relatively] small; but: never, barely</source>
        <translation>[probably] saw, [relatively] small; aber nicht: never, barely</translation>
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
    <message>
        <source>Colour...</source>
        <translation>Farbe...</translation>
    </message>
    <message>
        <source>The system&apos;s colour in the tables, charts and exports</source>
        <translation>Die Farbe des Systems in Tabellen, Diagrammen und Exporten</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>LaTeX booktabs (*.tex)</source>
        <translation>LaTeX booktabs (*.tex)</translation>
    </message>
    <message>
        <source>LaTeX booktabs, scaled to the column width (*.tex)</source>
        <translation>LaTeX booktabs, auf Spaltenbreite skaliert (*.tex)</translation>
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
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
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
    <message>
        <source>Jump to: %1</source>
        <extracomment>Shown over the token chips while typing after &quot;/&quot;: the index or first letters typed</extracomment>
        <translation>Springen zu: %1</translation>
    </message>
    <message>
        <source>Left, Right, Up, Down, Home, End</source>
        <translation>Left, Right, Up, Down, Home, End</translation>
    </message>
    <message>
        <source>Move the cursor over the token chips</source>
        <translation>Den Cursor über die Token-Chips bewegen</translation>
    </message>
    <message>
        <source>Shift+Left, Shift+Right, Shift+Home, Shift+End</source>
        <translation>Shift+Left, Shift+Right, Shift+Home, Shift+End</translation>
    </message>
    <message>
        <source>Mark a range of chips from the cursor</source>
        <translation>Einen Bereich von Chips ab dem Cursor markieren</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Put the chip (or the range) into the current slot, or take it out; then the next chip</source>
        <translation>Den Chip (oder den Bereich) in den aktuellen Slot legen oder herausnehmen; dann der nächste Chip</translation>
    </message>
    <message>
        <source>[</source>
        <translation>[</translation>
    </message>
    <message>
        <source>/ then digits</source>
        <translation>/ dann Ziffern</translation>
    </message>
    <message>
        <source>Ctrl + mouse over chips</source>
        <translation>Ctrl + Maus über Chips</translation>
    </message>
    <message>
        <source>Add each chip the mouse enters to the current slot</source>
        <translation>Jeden Chip, den die Maus berührt, dem aktuellen Slot hinzufügen</translation>
    </message>
    <message>
        <source>%1 - entity: %2</source>
        <extracomment>Token chip tool tip, a named entity after the token: &quot;... - entity: PER&quot;</extracomment>
        <translation>%1 - Entität: %2</translation>
    </message>
    <message>
        <source>Make the chip under the cursor optional in its slot (adding it first), joining the optional group of the slot word before it, or plain again; then the next chip</source>
        <translation>Den Chip unter dem Cursor in seinem Slot optional machen (zuvor hinzufügen), in der optionalen Gruppe des vorigen Slot-Worts, oder wieder normal; dann der nächste Chip</translation>
    </message>
    <message>
        <source>]</source>
        <translation>]</translation>
    </message>
    <message>
        <source>Make the chip under the cursor an optional group of its own, or plain again; then the next chip</source>
        <translation>Den Chip unter dem Cursor zu einer eigenen optionalen Gruppe machen oder wieder normal; dann der nächste Chip</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Empty the current slot</source>
        <translation>Den aktuellen Slot leeren</translation>
    </message>
    <message>
        <source>Jump to the chip with that index (after Shift+arrow: the range ends there)</source>
        <translation>Zum Chip mit diesem Index springen (nach Shift+Pfeil: Der Bereich endet dort)</translation>
    </message>
    <message>
        <source>Shift+Space</source>
        <translation>Shift+Space</translation>
    </message>
    <message>
        <source>Put the phrase the chip starts into the current slot (a noun phrase, a preposition with its noun phrase, a verb group); then the chip after it</source>
        <translation>Die Phrase, die mit dem Chip beginnt, in den aktuellen Slot legen (eine Nominalphrase, eine Präposition mit ihrer Nominalphrase, eine Verbgruppe); dann der Chip danach</translation>
    </message>
    <message>
        <source>{</source>
        <translation>{</translation>
    </message>
    <message>
        <source>The same as one optional group of its own, `[of the High Court]`</source>
        <translation>Dasselbe als eigene optionale Gruppe, `[of the High Court]`</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Put the chip at the end of the current slot, out of sentence order (`was re-elected In 1879` from `In 1879 , he was re-elected`); then the next chip</source>
        <translation>Den Chip ans Ende des aktuellen Slots legen, außerhalb der Satzreihenfolge (`was re-elected In 1879` aus `In 1879 , he was re-elected`); dann der nächste Chip</translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Ctrl+Left, Ctrl+Right</translation>
    </message>
    <message>
        <source>Move the cursor to the start of the previous or next phrase</source>
        <translation>Den Cursor an den Anfang der vorigen oder nächsten Phrase setzen</translation>
    </message>
    <message>
        <source>}</source>
        <translation>}</translation>
    </message>
    <message>
        <source>The same with its articles optional, each a group of its own: `of [the] High Court`</source>
        <translation>Dasselbe mit optionalen Artikeln, jeder eine eigene Gruppe: `of [the] High Court`</translation>
    </message>
    <message>
        <source>Chips go to the end of: %1 (= ends it)</source>
        <extracomment>Shown over the token chips after the key =: &quot;Chips go to the end of: object (= ends it)&quot;</extracomment>
        <translation>Chips kommen ans Ende von: %1 (= beendet es)</translation>
    </message>
    <message>
        <source>=</source>
        <translation>=</translation>
    </message>
    <message>
        <source>From now on every chip key puts its chips at the end of the current slot, out of sentence order (`= {` on `That night` gives `was re-elected [That night]`); = again, emptying the slot or adding the triple ends it</source>
        <translation>Ab jetzt setzt jede Chip-Taste ihre Chips ans Ende des aktuellen Slots, außerhalb der Satzreihenfolge (`= {` auf `That night` ergibt `was re-elected [That night]`); erneut =, das Leeren des Slots oder das Hinzufügen des Tripels beendet es</translation>
    </message>
    <message>
        <source>*</source>
        <translation>*</translation>
    </message>
    <message>
        <source>Put the chip&apos;s word at the end of the current slot as a word of its own, even when a slot holds the chip (`named for St. Michael` with St. Michael the subject); then the next chip</source>
        <translation>Das Wort des Chips als eigenes Wort ans Ende des aktuellen Slots setzen, auch wenn ein Slot den Chip schon hält (`named for St. Michael` mit St. Michael als Subjekt); dann der nächste Chip</translation>
    </message>
    <message>
        <source>Ctrl+1, Ctrl+2, Ctrl+3</source>
        <translation>Ctrl+1, Ctrl+2, Ctrl+3</translation>
    </message>
    <message>
        <source>Space into the subject, the relation or the object: that slot becomes the current one and the chip (or the range) goes into it</source>
        <translation>Space in Subjekt, Relation oder Objekt: dieser Slot wird der aktuelle, und der Chip (oder der Bereich) kommt hinein</translation>
    </message>
    <message>
        <source>Alt+1, Alt+2, Alt+3</source>
        <translation>Alt+1, Alt+2, Alt+3</translation>
    </message>
    <message>
        <source>Shift+Space into the subject, the relation or the object: the phrase the chip starts goes into that slot, which becomes the current one</source>
        <translation>Shift+Space in Subjekt, Relation oder Objekt: die Phrase, die der Chip beginnt, kommt in diesen Slot, der zum aktuellen wird</translation>
    </message>
    <message>
        <source>Letters, or / then any characters</source>
        <translation>Buchstaben, oder / dann beliebige Zeichen</translation>
    </message>
    <message>
        <source>Jump to the next chip whose token starts with them, as typing does in a list; the same letter again goes on to the next chip it starts (Backspace, Escape; the next key that is not part of the jump ends it). On the chips letters are the jump&apos;s, never one-key shortcuts: choose slots with 1, 2, 3, type a word with Insert</source>
        <translation>Zum nächsten Chip springen, dessen Token damit beginnt, wie beim Tippen in einer Liste; derselbe Buchstabe noch einmal geht weiter zum nächsten Chip, der mit ihm beginnt (Backspace, Escape; die nächste Taste, die nicht zum Sprung gehört, beendet ihn). Auf den Chips gehören Buchstaben dem Sprung, nie Ein-Tasten-Kürzeln: Slots mit 1, 2, 3 wählen, ein Wort mit Einfg tippen</translation>
    </message>
    <message>
        <source>|</source>
        <translation>|</translation>
    </message>
    <message>
        <source>Put the chip into the current slot split at its punctuation, each punctuation character optional (`Anti [-] Monitor` from the chip Anti-Monitor, `[`] [`]` from ``), as some golds write it; then the next chip</source>
        <translation>Den Chip an seinen Satzzeichen geteilt in den aktuellen Slot setzen, jedes Satzzeichen optional (`Anti [-] Monitor` aus dem Chip Anti-Monitor, `[`] [`]` aus ``), wie manche Goldstandards ihn schreiben; dann der nächste Chip</translation>
    </message>
    <message>
        <source>Join the chip to the current slot&apos;s last word, without a space (`19-story` from the chips 19 - story: Space, &amp; and &amp;), as some golds write what the tokenizer split; then the next chip</source>
        <translation>Den Chip ohne Leerzeichen an das letzte Wort des aktuellen Slots anfügen (`19-story` aus den Chips 19 - story: Leertaste, &amp; und &amp;), wie manche Golds schreiben, was der Tokenizer getrennt hat; dann der nächste Chip</translation>
    </message>
    <message>
        <source>&amp;</source>
        <translation>&amp;</translation>
    </message>
</context>
<context>
    <name>TokenizerOptionsBox</name>
    <message>
        <source>Split h&amp;yphenated compounds (state - of - the - art)</source>
        <translation>Bindestrich-&amp;Komposita trennen (state - of - the - art)</translation>
    </message>
    <message>
        <source>Off: state-of-the-art stays one chip, as in the BenchIE data</source>
        <translation>Aus: state-of-the-art bleibt ein Chip, wie in den BenchIE-Daten</translation>
    </message>
    <message>
        <source>&amp;Quotation marks as chips of their own</source>
        <translation>&amp;Anführungszeichen als eigene Chips</translation>
    </message>
    <message>
        <source>Off: a quotation mark stays on the word it touches (&quot;Hello&quot;)</source>
        <translation>Aus: ein Anführungszeichen bleibt am Wort, das es berührt (&quot;Hallo&quot;)</translation>
    </message>
</context>
<context>
    <name>VariantChecklist</name>
    <message>
        <source>preposition into the relation</source>
        <translation>Präposition in die Relation</translation>
    </message>
    <message>
        <source>preposition into the object</source>
        <translation>Präposition ins Objekt</translation>
    </message>
    <message>
        <source>words into the object</source>
        <translation>Wörter ins Objekt</translation>
    </message>
    <message>
        <source>active voice</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>Kombination</translation>
    </message>
    <message>
        <source>a change made in this sentence</source>
        <translation>eine Änderung in diesem Satz</translation>
    </message>
    <message>
        <source>placement splitting an optional group</source>
        <translation>Platzierung, die eine optionale Gruppe teilt</translation>
    </message>
    <message>
        <source>like another fact of this sentence</source>
        <translation>wie eine andere Tatsache dieses Satzes</translation>
    </message>
    <message>
        <source>object continued by a nested fact</source>
        <translation>Objekt, fortgesetzt durch eine eingebettete Tatsache</translation>
    </message>
    <message>
        <source>words into the relation</source>
        <translation>Wörter in die Relation</translation>
    </message>
    <message>
        <source>the fact of another conjunct: a new synset</source>
        <translation>die Aussage eines anderen Konjunkts: ein neues Synset</translation>
    </message>
    <message>
        <source>the same words written otherwise</source>
        <translation>dieselben Wörter anders geschrieben</translation>
    </message>
    <message>
        <source>another conjunct in this fact</source>
        <translation>ein anderes Konjunkt in diesem Fakt</translation>
    </message>
    <message>
        <source>an article left out of an optional group</source>
        <translation>ein Artikel aus einer optionalen Gruppe weggelassen</translation>
    </message>
    <message>
        <source>object continued by the sentence&apos;s next phrases</source>
        <translation>Objekt fortgesetzt durch die nächsten Phrasen des Satzes</translation>
    </message>
    <message>
        <source>relation continued by the sentence&apos;s next phrases</source>
        <translation>Relation fortgesetzt durch die nächsten Phrasen des Satzes</translation>
    </message>
    <message>
        <source>the relation&apos;s auxiliaries optional, or plain</source>
        <translation>die Hilfsverben der Relation optional, oder nicht</translation>
    </message>
    <message>
        <source>object cut before a preposition</source>
        <translation>Objekt vor einer Präposition abgeschnitten</translation>
    </message>
</context>
<context>
    <name>VariantChecklistDialog</name>
    <message>
        <source>Variant Checklist</source>
        <translation>Varianten-Checkliste</translation>
    </message>
    <message>
        <source>%1, held</source>
        <translation>%1, vorhanden</translation>
    </message>
    <message>
        <source>Add Checked</source>
        <translation>Angehakte hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n triple(s)</source>
        <translation>
            <numerusform>%1 mit %n Tripel</numerusform>
            <numerusform>%1 mit %n Tripeln</numerusform>
        </translation>
    </message>
    <message>
        <source>1-9, a-z, A-Z; then .1, .a</source>
        <translation>1-9, a-z, A-Z; dann .1, .a</translation>
    </message>
    <message>
        <source>Check or uncheck that form (past the 61st line a dot comes first)</source>
        <translation>Diese Form an- oder abhaken (nach der 61. Zeile zuerst ein Punkt)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Check or uncheck the current line</source>
        <translation>Die aktuelle Zeile an- oder abhaken</translation>
    </message>
    <message>
        <source>*</source>
        <translation>*</translation>
    </message>
    <message>
        <source>Check every line of the current line&apos;s kind</source>
        <translation>Jede Zeile von der Art der aktuellen Zeile anhaken</translation>
    </message>
    <message>
        <source>+, -</source>
        <translation>+, -</translation>
    </message>
    <message>
        <source>Check every line, uncheck every line</source>
        <translation>Jede Zeile anhaken, jeden Haken entfernen</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Add the checked forms (one undo step)</source>
        <translation>Die angehakten Formen hinzufügen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Ctrl with a line&apos;s key, Ctrl+Space</source>
        <translation>Ctrl mit der Taste einer Zeile, Ctrl+Space</translation>
    </message>
    <message>
        <source>Check or uncheck that form, then add the checked forms (the last toggle and Return in one chord)</source>
        <translation>Diese Form an- oder abhaken, dann die angehakten Formen hinzufügen (der letzte Haken und die Eingabetaste in einem Griff)</translation>
    </message>
    <message>
        <source>Other forms of the facts of synset %1 that the guidelines admit, and the facts of the other conjuncts as new synsets. Checked: what annotators usually keep. A line&apos;s key (1-9, a-z, A-Z; after them a dot first, .1, .a) or Space toggles it; * checks every line of the current line&apos;s kind, + every line, - unchecks every line; Return adds the checked ones (one undo step), Ctrl with a line&apos;s key toggles it and adds them.</source>
        <translation>Andere Formen der Aussagen von Synset %1, die die Richtlinien zulassen, und die Aussagen der anderen Konjunkte als neue Synsets. Angehakt: was Annotatoren meist behalten. Die Taste einer Zeile (1-9, a-z, A-Z; danach mit einem Punkt davor, .1, .a) oder die Leertaste schaltet sie um; * hakt jede Zeile von der Art der aktuellen Zeile an, + jede Zeile, - entfernt jeden Haken; die Eingabetaste fügt die angehakten hinzu (ein Rückgängig-Schritt), Strg mit der Taste einer Zeile schaltet sie um und fügt sie hinzu.</translation>
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
        <source>Attach a CaRB gold file for the CaRB scorer.</source>
        <translation>Eine CaRB-Golddatei für die CaRB-Bewertung anhängen.</translation>
    </message>
    <message>
        <source>Show this chart (its export file name) on the charts page.</source>
        <translation>Dieses Diagramm (sein Exportdateiname) auf der Diagrammseite zeigen.</translation>
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
    <message>
        <source>Show the evaluation workspace&apos;s page: scores, sentences, charts, oie2016 or side-by-side.</source>
        <translation>Seite des Auswertungsbereichs zeigen: scores, sentences, charts, oie2016 oder side-by-side.</translation>
    </message>
    <message>
        <source>Attach an OIE2016 gold (.oie) for the OIE2016 scorer.</source>
        <translation>Ein OIE2016-Gold (.oie) für die OIE2016-Bewertung anhängen.</translation>
    </message>
    <message>
        <source>Add a native system output to OIE2016 (FORMAT:NAME=FILE or FORMAT:FILE; FORMAT: %1). Repeatable.</source>
        <translation>Eine native Systemausgabe zu OIE2016 hinzufügen (FORMAT:NAME=FILE oder FORMAT:FILE; FORMAT: %1). Wiederholbar.</translation>
    </message>
    <message>
        <source>The sentence file ReVerb&apos;s sentence numbers point into (OIE2016&apos;s raw_sentences/all.txt).</source>
        <translation>Die Satzdatei, auf die die Satznummern von ReVerb verweisen (raw_sentences/all.txt von OIE2016).</translation>
    </message>
    <message>
        <source>OIE2016 matcher: current (today&apos;s official code) or 2016 (the paper&apos;s).</source>
        <translation>OIE2016-Abgleich: current (heutiger offizieller Code) oder 2016 (der des Artikels).</translation>
    </message>
    <message>
        <source>Scorer of the evaluation workspace: benchie, fl, carb or oie2016.</source>
        <translation>Bewertung im Auswertungsbereich: benchie, fl, carb oder oie2016.</translation>
    </message>
    <message>
        <source>Load a triple (&quot;subject --&gt; relation --&gt; object&quot;) into the slots of the annotation workspace, at --sentence.</source>
        <translation>Ein Tripel (&quot;subject --&gt; relation --&gt; object&quot;) in die Slots des Annotationsbereichs laden, bei --sentence.</translation>
    </message>
    <message>
        <source>Open a ROBUST gold (JSON cliques) in the ROBUST workspace.</source>
        <translation>Ein ROBUST-Gold (JSON-Cliquen) im ROBUST-Bereich öffnen.</translation>
    </message>
    <message>
        <source>Add a ROBUST system file (NAME=FILE, or FILE). Repeatable.</source>
        <translation>Eine ROBUST-Systemdatei hinzufügen (NAME=FILE oder FILE). Wiederholbar.</translation>
    </message>
    <message>
        <source>Merge a second annotator&apos;s gold or project into the gold (the Merge tab).</source>
        <translation>Das Gold oder Projekt eines zweiten Annotators mit dem Gold zusammenführen (Reiter Zusammenführen).</translation>
    </message>
    <message>
        <source>Render every chart into DIR (with its data as CSV) without a window, then exit.</source>
        <translation>Jedes Diagramm ohne Fenster nach DIR ausgeben (mit seinen Daten als CSV) und beenden.</translation>
    </message>
    <message>
        <source>Size of the exported charts, e.g. 8.5x6cm or 3.3x2.5in (default 8.5x6.375cm).</source>
        <translation>Größe der exportierten Diagramme, z. B. 8.5x6cm oder 3.3x2.5in (Standard 8.5x6.375cm).</translation>
    </message>
    <message>
        <source>Exported charts without their titles (for captions).</source>
        <translation>Exportierte Diagramme ohne Titel (für Bildunterschriften).</translation>
    </message>
    <message>
        <source>Show the Review tab.</source>
        <translation>Den Reiter Prüfen zeigen.</translation>
    </message>
    <message>
        <source>Attach a file for review: a CaRB gold (tab format), a BenchIE system file or another gold. Repeatable.</source>
        <translation>Eine Datei zur Prüfung anhängen: ein CaRB-Gold (Tab-Format), eine BenchIE-Systemdatei oder ein anderes Gold. Wiederholbar.</translation>
    </message>
    <message>
        <source>Show the Agree tab: the open gold&apos;s agreement with this gold.</source>
        <translation>Den Reiter Übereinstimmung zeigen: die Übereinstimmung des geöffneten Golds mit diesem Gold.</translation>
    </message>
    <message>
        <source>--robust-system needs --robust-gold.</source>
        <translation>--robust-system erfordert --robust-gold.</translation>
    </message>
    <message>
        <source>Unknown page &apos;%1&apos; (expected scores, sentences, charts, oie2016 or side-by-side).</source>
        <translation>Unbekannte Seite &apos;%1&apos; (erwartet: scores, sentences, charts, oie2016 oder side-by-side).</translation>
    </message>
    <message>
        <source>--scorer is benchie, fl, carb or oie2016 (carb needs --carb-gold, oie2016 --oie2016-gold, or a project file that has one).</source>
        <translation>--scorer ist benchie, fl, carb oder oie2016 (carb braucht --carb-gold, oie2016 --oie2016-gold, oder eine Projektdatei, die eines hat).</translation>
    </message>
    <message>
        <source>--draft needs a triple &quot;subject --&gt; relation --&gt; object&quot;, not &apos;%1&apos;.</source>
        <translation>--draft braucht ein Tripel &quot;subject --&gt; relation --&gt; object&quot;, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--reference and --agreement need a gold file.</source>
        <translation>--reference und --agreement erfordern eine Golddatei.</translation>
    </message>
    <message>
        <source>--export-charts needs a gold file.</source>
        <translation>--export-charts erfordert eine Golddatei.</translation>
    </message>
    <message>
        <source>--scorer oie2016 needs an OIE2016 gold: --oie2016-gold FILE, or a project file that has one.</source>
        <translation>--scorer oie2016 braucht ein OIE2016-Gold: --oie2016-gold DATEI oder eine Projektdatei, die eines hat.</translation>
    </message>
    <message>
        <source>Could not load every input; no chart exported.</source>
        <translation>Nicht alle Eingaben konnten geladen werden; kein Diagramm exportiert.</translation>
    </message>
    <message>
        <source>Switch the interface to LANGUAGE (de, fr, zh_CN, en) once the window is built.</source>
        <translation>Die Oberfläche nach dem Aufbau des Fensters auf LANGUAGE (de, fr, zh_CN, en) umstellen.</translation>
    </message>
    <message>
        <source>Formats of the exported charts: pdf, svg, png, tex (pgfplots), comma-separated (default pdf).</source>
        <translation>Formate der exportierten Diagramme: pdf, svg, png, tex (pgfplots), durch Kommas getrennt (Standard pdf).</translation>
    </message>
    <message>
        <source>--format: unknown format &apos;%1&apos; (expected pdf, svg, png or tex).</source>
        <translation>--format: unbekanntes Format &apos;%1&apos; (erwartet: pdf, svg, png oder tex).</translation>
    </message>
    <message>
        <source>A window was opened during the export (%1); report this as a bug.</source>
        <translation>Während des Exports wurde ein Fenster geöffnet (%1); bitte als Fehler melden.</translation>
    </message>
    <message>
        <source>Unknown OIE2016 mode &apos;%1&apos; (expected current or 2016).</source>
        <translation>Unbekannter OIE2016-Modus &apos;%1&apos; (erwartet: current oder 2016).</translation>
    </message>
    <message>
        <source>--oie2016-system needs --oie2016-gold.</source>
        <translation>--oie2016-system erfordert --oie2016-gold.</translation>
    </message>
    <message>
        <source>%1: no synset in this gold (an empty file, or a text to annotate): no chart to export.</source>
        <translation>%1: kein Synset in diesem Gold (eine leere Datei oder ein zu annotierender Text): kein Diagramm zu exportieren.</translation>
    </message>
</context>
</TS>
