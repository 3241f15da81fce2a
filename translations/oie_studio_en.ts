<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActiveVoice</name>
    <message>
        <source>Not a passive with its agent: the relation does not end with &quot;by&quot; and the object does not start with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a passive with its agent: no agent after &quot;by&quot;, or no verb before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a passive: no form of &quot;be&quot; before &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No verb data: type the past tense of &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WordNet&apos;s verb data is not loaded (%1): type the past tense of &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WordNet lists several past tenses of &quot;%1&quot; (%2): type the right one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The past tense of &quot;%1&quot; is not in WordNet&apos;s data: type it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base form of &quot;%1&quot; is not settled by WordNet&apos;s data: type it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only past (&quot;was V-ed by&quot;), perfect (&quot;has been V-ed by&quot;) and modal (&quot;will be V-ed by&quot;) passives are turned by themselves: type the active relation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AgreementSentenceModel</name>
    <message>
        <source>all sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synsets of A that a synset of B covers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synsets of B that a synset of A covers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncovered synsets (of both sides) that differ from a triple of the other side only by words one annotator left out: marking them optional would have made them agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synsets A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synsets B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall A on B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall B on A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only optional</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AgreementView</name>
    <message>
        <source>Compare &amp;With Gold...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second annotator&apos;s gold (BenchIE gold or project) for the same sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: the synsets as annotated; minimal: optional words dropped; entity: only entity-clean triples. The concat facets have no agreement (it compares slot by slot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest agreement first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ex&amp;port Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fa&amp;cet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart &amp;order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only optional tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B (synset of A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A (synset of B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the open gold (A) with a second annotator&apos;s gold (B): Compare With Gold...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sentence of B pairs with one of A by id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; = %1, &lt;b&gt;B&lt;/b&gt; = %2 (%3 sentences, facet %4)&lt;br&gt;Recall of A on B &lt;b&gt;%5&lt;/b&gt; (%6 of %7 synsets of B covered) &amp;nbsp;·&amp;nbsp; recall of B on A &lt;b&gt;%8&lt;/b&gt; (%9 of %10 synsets of A covered) &amp;nbsp;·&amp;nbsp; agreement &lt;b&gt;%11&lt;/b&gt;&lt;br&gt;Only on optional tokens: %12 of the %13 uncovered synsets (%14%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement per sentence (mean of both recalls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence (lowest agreement first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall: %1 (recall of A on B %2, of B on A %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare With Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Agreement Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TSV (*.tsv);;CSV (*.csv);;LaTeX (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Agreement Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the chart is written as .pdf, .svg, .png or .tex</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnalysisResults</name>
    <message>
        <source>Open a gold file first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnnieImport</name>
    <message>
        <source>not an AnnIE progress file (a JSON object with &quot;textFile&quot; and &quot;clusters&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 names sentence %2, which the file does not have: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sentence %1, cluster %2: a triple with an empty slot is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an AnnIE annotation export (no line &quot;N&lt;TAB&gt;Cluster K: ...&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster of sentence %1 without its sentence line before it: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a triple needs its words, subject, relation and object: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a triple with an empty slot is left out</source>
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
        <source>Make &quot;%1&quot; optional in %n triple(s) of synset %2</source>
        <extracomment>Undo text: Make &quot;the&quot; optional in 3 triples of synset 2</extracomment>
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
    <message>
        <source>Under review: adding it accepts the extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept All Suggested &amp;Optional Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make every word in a dotted bracket an optional group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the Suggestion at the &amp;Cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The suggestion on the current slot word, or on the focused token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Accepted Suggestions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Active-Voice Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected passive triple in the active voice: [The] ball; was kicked by; John gives John; kicked; [The] ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle Optional in the &amp;Whole Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected slot words made optional, or plain again, in every triple of the active synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested optional (dotted): %1 &amp;middot; %2 accepts all, %3 the one at the cursor</source>
        <extracomment>Under the slots: &quot;Suggested optional (dotted): determiner, quantity · Ctrl+Shift+B accepts all, Alt+B the one at the cursor&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No suggested optional token at the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synset %1 holds an entity-clean triple: the entity facet admits one placement, so no placement variant is offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the active voice of triple %1 to synset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active Voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

%2 --&gt; ? --&gt; %3
Active relation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No triple of synset %1 holds &quot;%2&quot; in its %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the &amp;Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the &amp;Relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the O&amp;bject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Triple to the Slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the selected triple into the slots as a new triple: change a slot, then Return adds it to the active synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant Checklist...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No other form of synset %1&apos;s triples that it does not hold already</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n variant(s) to synset %1</source>
        <translation>
            <numerusform>Add %n variant to synset %1</numerusform>
            <numerusform>Add %n variants to synset %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotation &amp;Effort...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draft Synsets from Systems...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 0: the attached systems&apos; extractions of this sentence grouped into draft synsets; accept (Return), drop (Delete) or change (F2) each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft synsets from the attached systems for every sentence that has none (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Propose %n draft synset(s) for sentence %1</source>
        <translation>
            <numerusform>Propose %n draft synset for sentence %1</numerusform>
            <numerusform>Propose %n draft synsets for sentence %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No system outputs are attached: attach some in the Evaluate tab to get draft synsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose draft synsets for every sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No new draft synsets: every sentence has drafts already, or the systems extracted nothing for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n draft synset(s) proposed (%1 reviews a sentence&apos;s drafts)</source>
        <translation>
            <numerusform>%n draft synset proposed (%1 reviews a sentence&apos;s drafts)</numerusform>
            <numerusform>%n draft synsets proposed (%1 reviews a sentence&apos;s drafts)</numerusform>
        </translation>
    </message>
    <message>
        <source>The attached systems extracted nothing for sentence %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit draft synset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft&apos;s triple is in the slots: change it, then %1 adds it as a new synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;i&gt;%n draft synset(s) from systems, not gold until accepted: %1 reviews them&lt;/i&gt;</source>
        <extracomment>Above the synset tree when the sentence has draft synsets (round 0)</extracomment>
        <translation>
            <numerusform>&lt;i&gt;%n draft synset from systems, not gold until accepted: %1 reviews them&lt;/i&gt;</numerusform>
            <numerusform>&lt;i&gt;%n draft synsets from systems, not gold until accepted: %1 reviews them&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy a Nested &amp;Fact to the Slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected triple with its object cut after a preposition, the words before it in the relation, as a new triple (again: the next preposition); Ctrl+Return adds it as a new synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The object of the selected triple has no preposition to cut it at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nested fact %1 of %2 in the slots: %3 adds it as a new synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose Draft Synsets for Ever&amp;y Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n synset(s) for other conjuncts</source>
        <translation>
            <numerusform>Add %n synset for another conjunct</numerusform>
            <numerusform>Add %n synsets for other conjuncts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n variant(s) to synset %1 and synsets for other conjuncts</source>
        <translation>
            <numerusform>Add %n variant to synset %1 and synsets for other conjuncts</numerusform>
            <numerusform>Add %n variants to synset %1 and synsets for other conjuncts</numerusform>
        </translation>
    </message>
    <message>
        <source>Every other form of the selected synset&apos;s facts (placements of the relation/object boundary, the active voice) and the facts of the other conjuncts as new synsets, the usual ones checked: toggle by key, Return adds them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the triple to the active synset, then opens the variant checklist on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the triple as a new synset, then opens the variant checklist on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to Active Synset, T&amp;hen Its Forms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to New Synset, Then &amp;Its Forms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to Active Synset, &amp;Keep the Slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the triple to the active synset and keeps it in the slots: change a slot, then add the next form</source>
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
    <message>
        <source>%1 in sentences the CaRB gold does not have</source>
        <extracomment>CaRB extraction count: why some extractions of the system are not scored</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 whose sentence id is not in the gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of a sentence repeated later (CaRB keeps the later one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 that CaRB cannot read as a tuple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB scores %1 of the %2 extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions: CaRB scores only the extractions of sentences in its gold; the systems panel counts every extraction read. %1.</source>
        <extracomment>Under the CaRB table: why its Extractions column is not the systems panel&apos;s count</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gold tuples in %2 sentences; %3 sentences of the system without CaRB gold ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions in sentences that have CaRB gold (the systems panel counts every extraction read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; left out: %2</source>
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
    <message>
        <source>ACL/EMNLP single column (7.7 cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One column (8.5 cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two columns (17 cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4:3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3:2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16:9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free (height below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same in points whatever the size: 8 to 10 pt match a paper&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the title (papers put it in the caption)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aspect (width:height):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview at true size on this screen</source>
        <extracomment>Under the chart export preview</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
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
    <message>
        <source>&apos;%1&apos; is not a size: give WIDTHxHEIGHT in cm or in, such as 8.5x6cm or 3.3x2.5in</source>
        <extracomment>%1 is what was given to --size</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png);;LaTeX pgfplots/TikZ (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartTex</name>
    <message>
        <source>one system</source>
        <extracomment>Caption of an exported chart: how many systems it shows</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars: %1 for each %2 (%3), one bar per system, %4 in all.</source>
        <extracomment>Caption of an exported bar chart: %1 the y axis, %2 the x axis, %3 its categories, %4 &quot;8 systems&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves: %1 against %2, one curve per system, %3 in all.</source>
        <extracomment>Caption of an exported curve chart: %1 the y axis, %2 the x axis, %3 &quot;8 systems&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The legend gives each system&apos;s area under the curve (AUC).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per system (%1 in all), one column per %2; a cell&apos;s colour gives its value (scale on the right).</source>
        <extracomment>Caption of an exported heat map: %1 &quot;8 systems&quot;, %2 the x axis</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scorer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>facet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computed by OIE Studio (%1).</source>
        <extracomment>Caption: where the numbers come from, e.g. &quot;scorer BenchIE, facet default, gold gold.txt&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its text does not fit %1 at the document&apos;s text size, nor any taller size at this width; export it wider</source>
        <extracomment>A LaTeX figure not made: %1 the size asked (&quot;8.50 x 6.00 cm&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its text does not fit %1 at the document&apos;s text size (the legend already in \scriptsize, without the title); export it at %2 (--size %3)</source>
        <extracomment>A LaTeX figure not made: %1 the size asked, %2 the size that works, %3 as --size takes it</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareMatrixModel</name>
    <message>
        <source>%1
p %2%3</source>
        <extracomment>Compare Systems matrix cell: the difference, then its p-value on a second line; a dagger when significant</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3 minus %4 %5 = %6
p = %7%8 (as extreme in %9 of %10)
%11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, Holm-adjusted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>significant at p &lt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not significant at p &lt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% interval of the difference: [%2, %3]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareSystemsDialog</name>
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
        <source>AUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approximate randomization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired bootstrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Holm-adjust over all pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resamples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two visible systems or more are needed to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scorer has no per-sentence outcomes to compare here (BenchIE^FL&apos;s official mode, or CaRB and OIE2016 before they score).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 sentences: %3 of the row system minus the column system; %4; † p &lt; %5 (green: the row is higher, red: lower)</source>
        <extracomment>Compare Systems caption: &quot;BenchIE, facet default, 300 sentences: F1 of the row minus the column; approximate randomization test (...); † p &lt; 0.05&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;LaTeX (*.tex);;JSON (*.json);;Text (*.txt)</source>
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
    <name>DocumentController</name>
    <message>
        <source>OIE Studio projects (*.oieproj);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is also the OIE2016 gold: add system outputs with Evaluation &gt; OIE2016</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else since it was opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite it anyway?</source>
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
        <source>The annotation has unsaved changes. Save them as a project?</source>
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
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
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
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n triple(s) written as AnnIE can: adjacent optional groups joined, brackets inside words dropped)</source>
        <translation>
            <numerusform>Exported %1 (%n triple written as AnnIE can: adjacent optional groups joined, brackets inside words dropped)</numerusform>
            <numerusform>Exported %1 (%n triples written as AnnIE can: adjacent optional groups joined, brackets inside words dropped)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Gold in AnnIE Notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AnnIE annotation text (*.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was restored; the copy stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was restored; the copy was kept as %1.</source>
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
    <message>
        <source>give it as NAME=FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score it with --scorer carb or --scorer oie2016</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ROBUST file is scored with --scorer robust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a BenchIE gold or a text to annotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AnnIE progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AnnIE annotation export</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>opened as an OIE2016 gold: %n gold extraction(s), each one synset (arg1 --&gt; predicate --&gt; arg2, further arguments as extra parts) in %1 sentences; OIE2016 scores it through Evaluation &gt; OIE2016</source>
        <translation>
            <numerusform>opened as an OIE2016 gold: %n gold extraction, each one synset (arg1 --&gt; predicate --&gt; arg2, further arguments as extra parts) in %1 sentences; OIE2016 scores it through Evaluation &gt; OIE2016</numerusform>
            <numerusform>opened as an OIE2016 gold: %n gold extractions, each one synset (arg1 --&gt; predicate --&gt; arg2, further arguments as extra parts) in %1 sentences; OIE2016 scores it through Evaluation &gt; OIE2016</numerusform>
        </translation>
    </message>
    <message>
        <source>empty file: a gold has sent_id:ID&lt;TAB&gt;sentence lines and their triples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this looks like %1, not a gold: a gold has sent_id:ID&lt;TAB&gt;sentence lines and their triples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sentence (no sent_id:ID&lt;TAB&gt;sentence line): this is not a gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a BenchIE gold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DraftSynsetsDialog</name>
    <message>
        <source>Draft Synsets from Systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sentence %1: %n draft synset(s) made from the systems&apos; extractions (never gold until accepted). A draft&apos;s key (1-9, a-z) goes to it; Space toggles a triple, Return accepts the draft&apos;s checked triples as a new synset, Delete drops the draft, F2 loads the triple into the slots to change it.</source>
        <extracomment>%1: a sentence number; %n: how many drafts</extracomment>
        <translation>
            <numerusform>Sentence %1: %n draft synset made from the systems&apos; extractions (never gold until accepted). A draft&apos;s key (1-9, a-z) goes to it; Space toggles a triple, Return accepts the draft&apos;s checked triples as a new synset, Delete drops the draft, F2 loads the triple into the slots to change it.</numerusform>
            <numerusform>Sentence %1: %n draft synsets made from the systems&apos; extractions (never gold until accepted). A draft&apos;s key (1-9, a-z) goes to it; Space toggles a triple, Return accepts the draft&apos;s checked triples as a new synset, Delete drops the draft, F2 loads the triple into the slots to change it.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1   Draft %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the gold already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No draft synsets left for this sentence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-9, a-z, A-Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to that draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check or uncheck the triple (on a draft&apos;s line: all of its triples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the draft: its checked triples become a new synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the triple into the slots to change it (its draft is dropped)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EffortDialog</name>
    <message>
        <source>Annotation Effort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record the keys and time of annotating (kept in the project file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing recorded yet: keys pressed in the Annotate tab are counted here, per sentence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) annotated: %1 keys in %2; they hold %3 synsets and %4 triples (%5 keys per triple). A pause over a minute counts as one minute.</source>
        <translation>
            <numerusform>%n sentence annotated: %1 keys in %2; it holds %3 synsets and %4 triples (%5 keys per triple). A pause over a minute counts as one minute.</numerusform>
            <numerusform>%n sentences annotated: %1 keys in %2; they hold %3 synsets and %4 triples (%5 keys per triple). A pause over a minute counts as one minute.</numerusform>
        </translation>
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
    <message>
        <source>differs from triple %1 of synset %2 only in letter case, which the scorers compare</source>
        <translation type="unfinished"></translation>
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
        <extracomment>Legend entry of an OIE2016 curve: system name and area under the curve</extracomment>
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
    <message>
        <source>AUC %1</source>
        <extracomment>Legend entry of a CaRB curve, after the system&apos;s name: the area under the curve</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 precision-recall curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rows the official scorer writes, by recall; %1</source>
        <extracomment>%1 is the matcher&apos;s mode, e.g. &quot;mode current: official matcher of today, ...&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 area under the precision-recall curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out: %1 (the gold has no synset under it; under Entity, no triple is flagged entity-clean).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error bars: %1% percentile bootstrap intervals over the gold sentences, %2 resamples, seed %3</source>
        <extracomment>Under a P, R and F1 chart: %1 the level (95), %2 resamples, %3 the seed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong only in letter case, which the scorers compare: %1</source>
        <extracomment>Under the error-bucket charts; %1 lists systems with their counts (&quot;clausie 12, minie 3&quot;)</extracomment>
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
        <source>F1 of every system under every facet</source>
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
        <source>Export Table</source>
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
    <message>
        <source>OIE2016 Sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scorer of the table and chart: BenchIE under the facet of the toolbar, BenchIE^FL&apos;s tolerant matching, CaRB against an attached CaRB gold, or OIE2016 over native system outputs against an attached OIE2016 gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decimals of P, R and F1 in the tables, copies and exports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 scores its own system files against its own gold: the verdicts on this page are BenchIE&apos;s. What each OIE2016 system matched is on the OIE2016 Sentences page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eval&amp;uation</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Matcher: %1; %n input message(s)</source>
        <extracomment>Beside the score table under OIE2016: the matcher that ran and how many reading warnings</extracomment>
        <translation>
            <numerusform>Matcher: %1; %n input message</numerusform>
            <numerusform>Matcher: %1; %n input messages</numerusform>
        </translation>
    </message>
    <message>
        <source>OIE2016 Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 gold (*.oie);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ReVerb Sentence File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentences, one per line (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Output</source>
        <extracomment>%1 is a system name such as OLLIE or ClausIE</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System output (*.txt *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;OIE2016</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach OIE2016 &amp;Gold...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An OIE2016 gold (.oie) to score native system outputs as the official scorer does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add System Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Output...</source>
        <extracomment>Menu entry: a system output in that system&apos;s native format, e.g. &quot;OLLIE Output...&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ReVerb &amp;Sentence File...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sentence file ReVerb&apos;s sentence numbers point into (raw_sentences/all.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matcher of Today&apos;s Official Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matcher Behind the Paper&apos;s 2016 Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every facet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bootstrap Intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mpare Systems...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is one system really better than another? Paired significance tests of every pair of visible systems over the gold sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P, R and F1 (and AUC under CaRB and OIE2016) with their 95% percentile bootstrap intervals over the gold sentences, 10,000 resamples, seed 1: the numbers of oie-score --ci 0.95 (every scorer but BenchIE^FL&apos;s official mode); error bars on the P, R and F1 chart</source>
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
    <message>
        <source>No F1: the gold has no synset under this facet (under Entity: no triple is flagged entity-clean)</source>
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
    <message>
        <source>Reject extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept extraction into synset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Accept draft synset %1 as synset %2 (%n triple(s))</source>
        <translation>
            <numerusform>Accept draft synset %1 as synset %2 (%n triple)</numerusform>
            <numerusform>Accept draft synset %1 as synset %2 (%n triples)</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop draft synset %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportTextDialog</name>
    <message>
        <source>Import Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is raw text. Where do its sentences end, and how are its words cut?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At every &amp;line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split &amp;paragraphs (blank lines end them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defaults are set in Edit &gt; Preferences.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LintPanel</name>
    <message>
        <source>Compare With Gold...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also list the facts this gold lacks and those only it has, against a second gold of the same sentences (oie-score lint --against)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare With Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE gold or project (*.txt *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against %1</source>
        <extracomment>Lint dock: &quot;against benchie_fl_gold_300.txt&quot; (the second gold of missing-fact and extra-fact)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LintTreeModel</name>
    <message>
        <source>%1: skipped (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sentence %1 (other gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sentence %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, synset %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, synsets %2: %3</source>
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
        <source>%1[*] - OIE Studio</source>
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
        <extracomment>Edit menu: &quot;Undo Add triple to synset 3&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Edit menu: &quot;Redo Add triple to synset 3&quot;</extracomment>
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
        <source>Lint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lint (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Sys&amp;tem Output...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face&amp;t:</source>
        <extracomment>The mnemonic must differ from the menus&apos; (File, Edit, Navigate, View, Evaluate, Help) and the tabs&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBU&amp;ST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;gree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rev&amp;iew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facets are BenchIE&apos;s: the scorer chosen on the Evaluate tab has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gold triple is marked entity-clean yet: mark some (Edit menu) to score under this facet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity facet: no gold triple is marked entity-clean, every score is 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Gold in Ann&amp;IE Notation...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeWorkspace</name>
    <message>
        <source>Open Annotator B...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Merge Log...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a second annotator&apos;s gold or project to merge it into the open gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items of this sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairing problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The merged synset, one triple per line (subject --&gt; relation --&gt; object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note for this decision (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Unresolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A (the open gold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B (the other annotator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit (Ctrl+Return applies):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a gold (annotator A) before merging another one into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merging %1 (B) into %2 (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Annotator B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No merge is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the merge log to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Merge Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TSV files (*.tsv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every disagreement is decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: a triple needs subject --&gt; relation --&gt; object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the edited synset has no triple (Drop removes the item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge sentence %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence %1 of %2 (id %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ✓ decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> • to decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 | B %2: %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no synset for this fact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to merge in this sentence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional marks differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only this side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decided, %2 left</source>
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
    <name>Oie2016MatchBrowser</name>
    <message>
        <source>Add OIE2016 system outputs to see what each matched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach an OIE2016 gold (.oie) and system outputs (Evaluation menu) to see what each system matched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. [%2/%3] %4</source>
        <extracomment>A gold sentence in the OIE2016 browser: its number, how many of its gold extractions some system matched, and its text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gold sentences of %2, %3; [matched/gold] counts the gold extractions that at least one system matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not scored (another gold sentence has the same key)</source>
        <extracomment>A gold extraction the official scorer skips: another sentence has the same key</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ not matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ line %1: %2 (confidence %3)</source>
        <extracomment>The system extraction credited with a gold extraction: its line, words and confidence</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Oie2016TableModel</name>
    <message>
        <source>none</source>
        <extracomment>The best-F1 point is the appended (P 1, R 0) row, which has no threshold</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 of %3 gold extractions matched; %4 of the %5 extractions fall on gold sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The native output format the file was read as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>Column header: the number of extractions a system produced</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions the official reader keeps from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold extractions credited to one of the system&apos;s extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area under the precision-recall curve the official scorer writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the best-F1 point of the curve</source>
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
        <source>The confidence threshold of the best-F1 point (extractions at or above it are kept)</source>
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
    <message>
        <source>Named entities (proper nouns)</source>
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
    <message>
        <source>The interface language, applied at once when you press OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest as optional:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw text import:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chips put articles (a, an, the) in o&amp;ptional: [the]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space, a click, a range and Shift+Space put an article no slot holds in brackets, a group of its own, as the guidelines write determiners; ] on it makes it plain again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
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
    <name>ReviewTableModel</name>
    <message>
        <source>to judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no gold triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>synset %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The synset of the closest gold triple and its slot pattern (1 = the slot agrees: subject, relation, object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence</source>
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
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewWorkspace</name>
    <message>
        <source>&amp;Accept into Active Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept into &amp;New Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept into &amp;Closest Synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit, then Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the extraction in the Annotate tab&apos;s slots to mark optional words; adding it there accepts it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the extraction, aligned to the sentence&apos;s tokens, to the synset chosen below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the extraction to the synset of its closest gold triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge the extraction incorrect: it is not asked again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the extraction for later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not seen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sentence &amp;only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the extractions of the sentence selected in the sentence list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judgment Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach &amp;Reference...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CaRB gold (tab format), a BenchIE system file or another gold, to review its triples that match no synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Judgments...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every judgment as TSV: extraction, verdict, synset, sources, reviewer, time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare Two Reviewers...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between two judgment files, with their disagreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sour&amp;ce:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active s&amp;ynset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to review: open a gold, then add system outputs or attach a reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an extraction to judge it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Sentence %1&lt;/b&gt; (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Extraction&lt;/b&gt; %1 &amp;rarr; %2 &amp;rarr; %3 &amp;nbsp;&amp;middot;&amp;nbsp; %4: %5 &amp;nbsp;&amp;middot;&amp;nbsp; %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest&lt;/b&gt;: the sentence has no gold triple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest&lt;/b&gt; synset %1, triple %2: %3&lt;br&gt;%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: P %2 · R %3 (TP %4, FP %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores now&lt;/b&gt; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach Reference for Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold and system files (*.txt *.tsv *.oieproj);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Judgments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab-separated values (*.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judgments (*.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judgments of the First Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judgments of the Second Reviewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement of Two Reviewers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Cohen&apos;s kappa %1&lt;/b&gt; over %2 extractions both judged (observed agreement %3, expected %4).&lt;br&gt;Left out: %5 skipped by one of them, %6 judged only in %7, %8 only in %9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence</source>
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
        <source>A / B</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RobustCliqueModel</name>
    <message>
        <source>original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paraphrase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not scored: %1&apos;s file does not list this sentence (the official scorer walks the system file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: AUC %2, P %3, R %4, F1 %5; the clique&apos;s F1 variance %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the worst sentence of the clique (its ROBUST score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sentence of lowest F1 in the clique (the first in the system file&apos;s order on ties): the clique&apos;s ROBUST score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB on this sentence alone, at its F1-optimal point, rounded to 3 decimals as CaRB returns it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RobustTable2Model</name>
    <message>
        <source>nan: P + R = 0, as the official scorer prints it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB on the original sentences only: means over cliques, F1 from the mean P and R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBUST: each clique scored as its sentence of lowest F1; means over cliques, F1 from the mean P and R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBUST minus CaRB: negative is a drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cliques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cliques scored: those of the system file that the gold has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB AUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBUST AUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBUST P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBUST R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBUST F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ΔAUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ΔF1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ΔF1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ΔF1 in percent of CaRB&apos;s F1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RobustWorkspace</name>
    <message>
        <source>CaRB vs ROBUST (the paper&apos;s Table 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Means over each system file&apos;s cliques; F1 from the mean P and R; Δ = ROBUST − CaRB; nan where P + R = 0, as the official scorer prints it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decimals of the exported tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cliques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst sentences only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the sentence each clique&apos;s ROBUST score comes from (of the shown systems)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clique table as shown (system and filters), as LaTeX, CSV or TSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1 variance within cliques (the paper&apos;s Figure 5a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bin width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ROBUST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open ROBUST &amp;Gold...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ROBUST gold: a JSON list of cliques (an original sentence, its tuples, its paraphrases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add ROBUST System...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A system&apos;s extractions for the same cliques, in the same JSON shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove ROBUST System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the system selected in the CaRB vs ROBUST table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Table 2...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Clique Table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Variance Chart...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a ROBUST gold (Evaluation &gt; ROBUST &gt; Open ROBUST Gold, or oie-studio --robust-gold FILE), then its systems&apos; files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · cliques: %2 · sentences: %3 · systems: %4</source>
        <extracomment>ROBUST tab caption: the gold file&apos;s name, then counts</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Each sentence is scored alone with CaRB; a clique scores as its sentence of lowest F1, as the official robust_scorer.py does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cliques by the variance of F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variance of F1 within a clique (bins of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>np.var of the F1 of each clique&apos;s sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBUST Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBUST JSON (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROBUST System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Clique Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table 2</source>
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
        <source>system %1 dropped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
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
    <name>SentenceActions</name>
    <message>
        <source>&amp;Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Split Sentence Before This Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token under the keyboard cursor starts a new sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge with Next Sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Sentence Text...</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n triple(s) (%1) use words that the new text does not have. They stay as they are: no extraction can match those words any more, and the Lint dock will list them.</source>
        <translation>
            <numerusform>%n triple (%1) use words that the new text does not have. They stay as they are: no extraction can match those words any more, and the Lint dock will list them.</numerusform>
            <numerusform>%n triples (%1) use words that the new text does not have. They stay as they are: no extraction can match those words any more, and the Lint dock will list them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the text anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Sentence Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text of sentence %1 (tokenised again):</source>
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
    <message>
        <source>%1 · letter case only</source>
        <extracomment>An incorrect extraction that differs from a gold triple only in letter case</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SentenceEditor</name>
    <message>
        <source>Split Sentence %1 before &apos;%2&apos;</source>
        <extracomment>Edit &gt; Undo &quot;Split Sentence 3 before &apos;The&apos;&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge Sentences %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the Text of Sentence %1</source>
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
    <message>
        <source>Token chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft synsets list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant checklist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideBySideModel</name>
    <message>
        <source>–</source>
        <extracomment>A side-by-side cell for a scorer the system was not scored by</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE under the facet of the toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB against the attached CaRB gold (F1 at its best threshold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 against the attached OIE2016 gold (best F1 of its curve)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 system</source>
        <extracomment>Column header: the OIE2016 system paired with the row&apos;s system</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BenchIE F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB AUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CaRB F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 AUC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 F1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideBySidePanel</name>
    <message>
        <source>BenchIE, CaRB and OIE2016 figures of the same systems. The studio&apos;s systems are scored by BenchIE (and by CaRB with a CaRB gold); OIE2016 scores its own system files: pair each with a studio system on the right (equal names, case and punctuation aside, are paired by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX booktabs, CSV or TSV, 3 decimals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <extracomment>In the pairing combo box: the OIE2016 system is paired with no studio system</extracomment>
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
        <source>Export Side-by-Side Table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlotEditor</name>
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
    <message>
        <source>%1 · suggested optional: %2</source>
        <extracomment>Tool tip of a slot word: &quot;Token 3 · suggested optional: Determiners (a, the, his)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word not in the sentence (e.g. an inferred &quot;is&quot;, &quot;[had]&quot;; &quot;=&quot; then a whole slot, kept as typed), then Return</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SuggestionDelegate</name>
    <message>
        <source>Determiners (a, the, his)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>determiner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[The] ball; not in a name: The Times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Titles before a name (Prof., Dr., Mr.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[Prof.] Michael Jordan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjectives (weaker: some are essential)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjective (weak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[a] [smart] scientist; but: cold war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantities (some, thirty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[some] major projects, [thirty] painters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tense auxiliaries (has, had)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auxiliary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[has] approved, [had] been</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light verb wrappers (continues to)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light verb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[continues to] reside in</source>
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
    <message>
        <source>Colour...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s colour in the tables, charts and exports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX booktabs (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX booktabs, scaled to the column width (*.tex)</source>
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
        <source>Markdown (*.md)</source>
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
    <message>
        <source>Jump to: %1</source>
        <extracomment>Shown over the token chips while typing after &quot;/&quot;: the index or first letters typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left, Right, Up, Down, Home, End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cursor over the token chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+Left, Shift+Right, Shift+Home, Shift+End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark a range of chips from the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the chip (or the range) into the current slot, or take it out; then the next chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/ then digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl + mouse over chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add each chip the mouse enters to the current slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - entity: %2</source>
        <extracomment>Token chip tool tip, a named entity after the token: &quot;... - entity: PER&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the chip under the cursor optional in its slot (adding it first), joining the optional group of the slot word before it, or plain again; then the next chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the chip under the cursor an optional group of its own, or plain again; then the next chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the current slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the chip with that index (after Shift+arrow: the range ends there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the phrase the chip starts into the current slot (a noun phrase, a preposition with its noun phrase, a verb group); then the chip after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same as one optional group of its own, `[of the High Court]`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the chip at the end of the current slot, out of sentence order (`was re-elected In 1879` from `In 1879 , he was re-elected`); then the next chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the cursor to the start of the previous or next phrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same with its articles optional, each a group of its own: `of [the] High Court`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips go to the end of: %1 (= ends it)</source>
        <extracomment>Shown over the token chips after the key =: &quot;Chips go to the end of: object (= ends it)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From now on every chip key puts its chips at the end of the current slot, out of sentence order (`= {` on `That night` gives `was re-elected [That night]`); = again, emptying the slot or adding the triple ends it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the chip&apos;s word at the end of the current slot as a word of its own, even when a slot holds the chip (`named for St. Michael` with St. Michael the subject); then the next chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+1, Ctrl+2, Ctrl+3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space into the subject, the relation or the object: that slot becomes the current one and the chip (or the range) goes into it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+1, Alt+2, Alt+3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+Space into the subject, the relation or the object: the phrase the chip starts goes into that slot, which becomes the current one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters, or / then any characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the next chip whose token starts with them, as typing does in a list; the same letter again goes on to the next chip it starts (Backspace, Escape; the next key that is not part of the jump ends it). On the chips letters are the jump&apos;s, never one-key shortcuts: choose slots with 1, 2, 3, type a word with Insert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the chip into the current slot split at its punctuation, each punctuation character optional (`Anti [-] Monitor` from the chip Anti-Monitor, `[`] [`]` from ``), as some golds write it; then the next chip</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenizerOptionsBox</name>
    <message>
        <source>Split h&amp;yphenated compounds (state - of - the - art)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: state-of-the-art stays one chip, as in the BenchIE data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quotation marks as chips of their own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: a quotation mark stays on the word it touches (&quot;Hello&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantChecklist</name>
    <message>
        <source>preposition into the relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preposition into the object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>words into the object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a change made in this sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement splitting an optional group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>like another fact of this sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object continued by a nested fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>words into the relation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fact of another conjunct: a new synset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same words written otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another conjunct in this fact</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantChecklistDialog</name>
    <message>
        <source>Variant Checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n triple(s)</source>
        <translation>
            <numerusform>%1 of %n triple</numerusform>
            <numerusform>%1 of %n triples</numerusform>
        </translation>
    </message>
    <message>
        <source>1-9, a-z, A-Z; then .1, .a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check or uncheck that form (past the 61st line a dot comes first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check or uncheck the current line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every line of the current line&apos;s kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+, -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every line, uncheck every line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the checked forms (one undo step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl with a line&apos;s key, Ctrl+Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check or uncheck that form, then add the checked forms (the last toggle and Return in one chord)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other forms of the facts of synset %1 that the guidelines admit, and the facts of the other conjuncts as new synsets. Checked: what annotators usually keep. A line&apos;s key (1-9, a-z, A-Z; after them a dot first, .1, .a) or Space toggles it; * checks every line of the current line&apos;s kind, + every line, - unchecks every line; Return adds the checked ones (one undo step), Ctrl with a line&apos;s key toggles it and adds them.</source>
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
        <source>Attach a CaRB gold file for the CaRB scorer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this chart (its export file name) on the charts page.</source>
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
    <message>
        <source>Show the evaluation workspace&apos;s page: scores, sentences, charts, oie2016 or side-by-side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach an OIE2016 gold (.oie) for the OIE2016 scorer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a native system output to OIE2016 (FORMAT:NAME=FILE or FORMAT:FILE; FORMAT: %1). Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sentence file ReVerb&apos;s sentence numbers point into (OIE2016&apos;s raw_sentences/all.txt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OIE2016 matcher: current (today&apos;s official code) or 2016 (the paper&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scorer of the evaluation workspace: benchie, fl, carb or oie2016.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a triple (&quot;subject --&gt; relation --&gt; object&quot;) into the slots of the annotation workspace, at --sentence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a ROBUST gold (JSON cliques) in the ROBUST workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a ROBUST system file (NAME=FILE, or FILE). Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge a second annotator&apos;s gold or project into the gold (the Merge tab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render every chart into DIR (with its data as CSV) without a window, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the exported charts, e.g. 8.5x6cm or 3.3x2.5in (default 8.5x6.375cm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported charts without their titles (for captions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Review tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a file for review: a CaRB gold (tab format), a BenchIE system file or another gold. Repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Agree tab: the open gold&apos;s agreement with this gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--robust-system needs --robust-gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown page &apos;%1&apos; (expected scores, sentences, charts, oie2016 or side-by-side).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scorer is benchie, fl, carb or oie2016 (carb needs --carb-gold, oie2016 --oie2016-gold, or a project file that has one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--draft needs a triple &quot;subject --&gt; relation --&gt; object&quot;, not &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--reference and --agreement need a gold file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--export-charts needs a gold file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scorer oie2016 needs an OIE2016 gold: --oie2016-gold FILE, or a project file that has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load every input; no chart exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the interface to LANGUAGE (de, fr, zh_CN, en) once the window is built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formats of the exported charts: pdf, svg, png, tex (pgfplots), comma-separated (default pdf).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: unknown format &apos;%1&apos; (expected pdf, svg, png or tex).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A window was opened during the export (%1); report this as a bug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown OIE2016 mode &apos;%1&apos; (expected current or 2016).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--oie2016-system needs --oie2016-gold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no synset in this gold (an empty file, or a text to annotate): no chart to export.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
