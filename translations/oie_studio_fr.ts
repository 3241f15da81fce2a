<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActiveVoice</name>
    <message>
        <source>Not a passive with its agent: the relation does not end with &quot;by&quot; and the object does not start with it.</source>
        <translation>Pas un passif avec son agent : la relation ne finit pas par « by » et l&apos;objet ne commence pas par ce mot.</translation>
    </message>
    <message>
        <source>Not a passive with its agent: no agent after &quot;by&quot;, or no verb before it.</source>
        <translation>Pas un passif avec son agent : aucun agent après « by », ou aucun verbe avant.</translation>
    </message>
    <message>
        <source>Not a passive: no form of &quot;be&quot; before &quot;%1&quot;.</source>
        <translation>Pas un passif : aucune forme de « be » avant « %1 ».</translation>
    </message>
    <message>
        <source>No verb data: type the past tense of &quot;%1&quot;.</source>
        <translation>Aucune donnée verbale : saisissez le prétérit de « %1 ».</translation>
    </message>
    <message>
        <source>WordNet&apos;s verb data is not loaded (%1): type the past tense of &quot;%2&quot;.</source>
        <translation>Les données verbales de WordNet ne sont pas chargées (%1) : saisissez le prétérit de « %2 ».</translation>
    </message>
    <message>
        <source>WordNet lists several past tenses of &quot;%1&quot; (%2): type the right one.</source>
        <translation>WordNet donne plusieurs prétérits pour « %1 » (%2) : saisissez le bon.</translation>
    </message>
    <message>
        <source>The past tense of &quot;%1&quot; is not in WordNet&apos;s data: type it.</source>
        <translation>Le prétérit de « %1 » n&apos;est pas dans les données de WordNet : saisissez-le.</translation>
    </message>
    <message>
        <source>The base form of &quot;%1&quot; is not settled by WordNet&apos;s data: type it.</source>
        <translation>La forme de base de « %1 » n&apos;est pas établie par les données de WordNet : saisissez-la.</translation>
    </message>
    <message>
        <source>Only past (&quot;was V-ed by&quot;), perfect (&quot;has been V-ed by&quot;) and modal (&quot;will be V-ed by&quot;) passives are turned by themselves: type the active relation.</source>
        <translation>Seuls les passifs au passé (« was V-ed by »), au parfait (« has been V-ed by ») et modaux (« will be V-ed by ») sont convertis automatiquement : saisissez la relation active.</translation>
    </message>
</context>
<context>
    <name>AgreementSentenceModel</name>
    <message>
        <source>all sentences</source>
        <translation>toutes les phrases</translation>
    </message>
    <message>
        <source>Synsets of A that a synset of B covers</source>
        <translation>Synsets de A couverts par un synset de B</translation>
    </message>
    <message>
        <source>Synsets of B that a synset of A covers</source>
        <translation>Synsets de B couverts par un synset de A</translation>
    </message>
    <message>
        <source>Uncovered synsets (of both sides) that differ from a triple of the other side only by words one annotator left out: marking them optional would have made them agree</source>
        <translation>Synsets non couverts (des deux côtés) qui ne diffèrent d&apos;un triplet de l&apos;autre côté que par des mots omis par un annotateur : les marquer optionnels les aurait mis d&apos;accord</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
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
        <translation>A couverts</translation>
    </message>
    <message>
        <source>B covered</source>
        <translation>B couverts</translation>
    </message>
    <message>
        <source>Recall A on B</source>
        <translation>Rappel de A sur B</translation>
    </message>
    <message>
        <source>Recall B on A</source>
        <translation>Rappel de B sur A</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Accord</translation>
    </message>
    <message>
        <source>Only optional</source>
        <translation>Optionnels seuls</translation>
    </message>
</context>
<context>
    <name>AgreementView</name>
    <message>
        <source>Compare &amp;With Gold...</source>
        <translation>Comparer avec une &amp;référence...</translation>
    </message>
    <message>
        <source>A second annotator&apos;s gold (BenchIE gold or project) for the same sentences</source>
        <translation>La référence d&apos;un second annotateur (référence BenchIE ou projet) pour les mêmes phrases</translation>
    </message>
    <message>
        <source>Default: the synsets as annotated; minimal: optional words dropped; entity: only entity-clean triples. The concat facets have no agreement (it compares slot by slot).</source>
        <translation>Par défaut : les synsets tels qu&apos;annotés ; minimal : mots optionnels retirés ; entité : seuls les triplets « entités propres ». Les facettes concaténées n&apos;ont pas d&apos;accord (il compare champ par champ).</translation>
    </message>
    <message>
        <source>Lowest agreement first</source>
        <translation>Accord le plus faible d&apos;abord</translation>
    </message>
    <message>
        <source>Sentence order</source>
        <translation>Ordre de la phrase</translation>
    </message>
    <message>
        <source>E&amp;xport Table...</source>
        <translation>E&amp;xporter le tableau...</translation>
    </message>
    <message>
        <source>Ex&amp;port Chart...</source>
        <translation>Exporter le &amp;graphique...</translation>
    </message>
    <message>
        <source>Fa&amp;cet:</source>
        <translation>&amp;Facette :</translation>
    </message>
    <message>
        <source>Chart &amp;order:</source>
        <translation>&amp;Ordre du graphique :</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>Missed by</source>
        <translation>Manqué par</translation>
    </message>
    <message>
        <source>Synset</source>
        <translation>Synset</translation>
    </message>
    <message>
        <source>Only optional tokens</source>
        <translation>Tokens optionnels seuls</translation>
    </message>
    <message>
        <source>B (synset of A)</source>
        <translation>B (synset de A)</translation>
    </message>
    <message>
        <source>A (synset of B)</source>
        <translation>A (synset de B)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>Compare the open gold (A) with a second annotator&apos;s gold (B): Compare With Gold...</source>
        <translation>Comparez la référence ouverte (A) à celle d&apos;un second annotateur (B) : Comparer avec une référence...</translation>
    </message>
    <message>
        <source>No sentence of B pairs with one of A by id.</source>
        <translation>Aucune phrase de B ne correspond par identifiant à une phrase de A.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; = %1, &lt;b&gt;B&lt;/b&gt; = %2 (%3 sentences, facet %4)&lt;br&gt;Recall of A on B &lt;b&gt;%5&lt;/b&gt; (%6 of %7 synsets of B covered) &amp;nbsp;·&amp;nbsp; recall of B on A &lt;b&gt;%8&lt;/b&gt; (%9 of %10 synsets of A covered) &amp;nbsp;·&amp;nbsp; agreement &lt;b&gt;%11&lt;/b&gt;&lt;br&gt;Only on optional tokens: %12 of the %13 uncovered synsets (%14%)</source>
        <translation>&lt;b&gt;A&lt;/b&gt; = %1, &lt;b&gt;B&lt;/b&gt; = %2 (%3 phrases, facette %4)&lt;br&gt;Rappel de A sur B &lt;b&gt;%5&lt;/b&gt; (%6 des %7 synsets de B couverts) &amp;nbsp;·&amp;nbsp; rappel de B sur A &lt;b&gt;%8&lt;/b&gt; (%9 des %10 synsets de A couverts) &amp;nbsp;·&amp;nbsp; accord &lt;b&gt;%11&lt;/b&gt;&lt;br&gt;Uniquement sur des tokens optionnels : %12 des %13 synsets non couverts (%14 %)</translation>
    </message>
    <message>
        <source>Agreement per sentence (mean of both recalls)</source>
        <translation>Accord par phrase (moyenne des deux rappels)</translation>
    </message>
    <message>
        <source>Sentence (lowest agreement first)</source>
        <translation>Phrase (accord le plus faible d&apos;abord)</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Accord</translation>
    </message>
    <message>
        <source>Overall: %1 (recall of A on B %2, of B on A %3)</source>
        <translation>Global : %1 (rappel de A sur B %2, de B sur A %3)</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>accord</translation>
    </message>
    <message>
        <source>Compare With Gold</source>
        <translation>Comparer avec une référence</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>Fichiers de référence BenchIE et projets OIE Studio (*.txt *.oieproj);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export Agreement Table</source>
        <translation>Exporter le tableau d&apos;accord</translation>
    </message>
    <message>
        <source>TSV (*.tsv);;CSV (*.csv);;LaTeX (*.tex)</source>
        <translation>TSV (*.tsv);;CSV (*.csv);;LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>Export Agreement Chart</source>
        <translation>Exporter le graphique d&apos;accord</translation>
    </message>
    <message>
        <source>%1: the chart is written as .pdf, .svg, .png or .tex</source>
        <translation>%1 : le graphique s&apos;écrit en .pdf, .svg, .png ou .tex</translation>
    </message>
</context>
<context>
    <name>AnalysisResults</name>
    <message>
        <source>Open a gold file first.</source>
        <translation>Ouvrez d&apos;abord un fichier de référence.</translation>
    </message>
</context>
<context>
    <name>AnnieImport</name>
    <message>
        <source>not an AnnIE progress file (a JSON object with &quot;textFile&quot; and &quot;clusters&quot;)</source>
        <translation>pas un fichier de progression AnnIE (un objet JSON avec &quot;textFile&quot; et &quot;clusters&quot;)</translation>
    </message>
    <message>
        <source>cluster %1 names sentence %2, which the file does not have: left out</source>
        <translation>le cluster %1 désigne la phrase %2, absente du fichier : laissé de côté</translation>
    </message>
    <message>
        <source>sentence %1, cluster %2: a triple with an empty slot is left out</source>
        <translation>phrase %1, cluster %2 : un triplet avec un champ vide est laissé de côté</translation>
    </message>
    <message>
        <source>not an AnnIE annotation export (no line &quot;N&lt;TAB&gt;Cluster K: ...&quot;)</source>
        <translation>pas un export d&apos;annotations AnnIE (aucune ligne &quot;N&lt;TAB&gt;Cluster K: ...&quot;)</translation>
    </message>
    <message>
        <source>cluster of sentence %1 without its sentence line before it: left out</source>
        <translation>cluster de la phrase %1 sans sa ligne de phrase avant lui : laissé de côté</translation>
    </message>
    <message>
        <source>a triple needs its words, subject, relation and object: left out</source>
        <translation>un triplet doit avoir ses mots, sujet, relation et objet : laissé de côté</translation>
    </message>
    <message>
        <source>a triple with an empty slot is left out</source>
        <translation>un triplet avec un champ vide est laissé de côté</translation>
    </message>
</context>
<context>
    <name>AnnotationWorkspace</name>
    <message>
        <source>Sentence number (%1)</source>
        <translation>Numéro de phrase (%1)</translation>
    </message>
    <message>
        <source>Find in sentences (%1)</source>
        <translation>Chercher dans les phrases (%1)</translation>
    </message>
    <message>
        <source> / %1</source>
        <translation> / %1</translation>
    </message>
    <message>
        <source>Open a gold, project or text file to annotate (File &gt; Open).</source>
        <translation>Ouvrez un fichier gold, projet ou texte à annoter (Fichier &gt; Ouvrir).</translation>
    </message>
    <message>
        <source>sent_id %1: %2</source>
        <extracomment>Above the token chips: &quot;sent_id 12: the sentence text&quot;</extracomment>
        <translation>sent_id %1 : %2</translation>
    </message>
    <message>
        <source>Editing triple %1 of synset %2</source>
        <translation>Modification du triplet %1 du synset %2</translation>
    </message>
    <message>
        <source>No sentence</source>
        <translation>Aucune phrase</translation>
    </message>
    <message>
        <source>Sentence %1 / %2: %3, %4 (total: %5, %6)</source>
        <extracomment>Status bar: &quot;Sentence 2 / 300: 3 synsets, 7 triples (total: 1350 synsets, 9000 triples)&quot;</extracomment>
        <translation>Phrase %1 / %2 : %3, %4 (total : %5, %6)</translation>
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
            <numerusform>%n triplet</numerusform>
            <numerusform>%n triplets</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Sentence</source>
        <translation>Aller à la phrase</translation>
    </message>
    <message>
        <source>Sentence (1 to %1):</source>
        <translation>Phrase (1 à %1) :</translation>
    </message>
    <message>
        <source>Move Triple</source>
        <extracomment>Move a triple: synset number, or one past the last for a new synset</extracomment>
        <translation>Déplacer le triplet</translation>
    </message>
    <message>
        <source>To synset (1 to %1; %2 makes a new one):</source>
        <translation>Vers le synset (1 à %1 ; %2 en crée un nouveau) :</translation>
    </message>
    <message>
        <source>Fill %1</source>
        <extracomment>Edit menu: &quot;Fill Subject&quot;, the slot clicked tokens go to</extracomment>
        <translation>Remplir : %1</translation>
    </message>
    <message>
        <source>Toggle &amp;Optional</source>
        <translation>Basculer &amp;optionnel</translation>
    </message>
    <message>
        <source>Make the selected slot words one optional group [in brackets], or plain again</source>
        <translation>Faire des mots choisis un groupe optionnel [entre crochets], ou les rendre normaux</translation>
    </message>
    <message>
        <source>Move Word &amp;Left</source>
        <translation>Déplacer le mot à &amp;gauche</translation>
    </message>
    <message>
        <source>Move Word &amp;Right</source>
        <translation>Déplacer le mot à &amp;droite</translation>
    </message>
    <message>
        <source>Remo&amp;ve Slot Words</source>
        <translation>Ret&amp;irer les mots</translation>
    </message>
    <message>
        <source>Add a &amp;Word Not in the Sentence</source>
        <translation>Ajouter un mot a&amp;bsent de la phrase</translation>
    </message>
    <message>
        <source>&amp;Clear Triple</source>
        <translation>&amp;Vider le triplet</translation>
    </message>
    <message>
        <source>Add to &amp;Active Synset</source>
        <translation>Ajouter au synset &amp;actif</translation>
    </message>
    <message>
        <source>Add to &amp;New Synset</source>
        <translation>Ajouter à un &amp;nouveau synset</translation>
    </message>
    <message>
        <source>Re&amp;place Edited Triple</source>
        <translation>Remplacer le triplet modi&amp;fié</translation>
    </message>
    <message>
        <source>&amp;Edit Triple</source>
        <translation>&amp;Modifier le triplet</translation>
    </message>
    <message>
        <source>Load the selected triple back into the slots, then Replace</source>
        <translation>Recharger le triplet choisi dans les emplacements, puis Remplacer</translation>
    </message>
    <message>
        <source>D&amp;uplicate Triple</source>
        <translation>Dupli&amp;quer le triplet</translation>
    </message>
    <message>
        <source>Move Triple to &amp;Previous Synset</source>
        <translation>Déplacer vers le synset &amp;précédent</translation>
    </message>
    <message>
        <source>Move Triple to Ne&amp;xt Synset</source>
        <translation>Déplac&amp;er vers le synset suivant</translation>
    </message>
    <message>
        <source>&amp;Move Triple to Synset...</source>
        <translation>Dé&amp;placer le triplet vers le synset...</translation>
    </message>
    <message>
        <source>&amp;Delete Triple or Synset</source>
        <translation>&amp;Supprimer le triplet ou le synset</translation>
    </message>
    <message>
        <source>Toggle En&amp;tity-Clean</source>
        <translation>Basculer « en&amp;tités propres »</translation>
    </message>
    <message>
        <source>Go to the &amp;Tokens</source>
        <translation>Aller aux &amp;tokens</translation>
    </message>
    <message>
        <source>Go to the S&amp;ynsets</source>
        <translation>Aller aux s&amp;ynsets</translation>
    </message>
    <message>
        <source>&amp;First Sentence</source>
        <translation>&amp;Première phrase</translation>
    </message>
    <message>
        <source>&amp;Previous Sentence</source>
        <translation>Phrase p&amp;récédente</translation>
    </message>
    <message>
        <source>&amp;Next Sentence</source>
        <translation>Phrase suiva&amp;nte</translation>
    </message>
    <message>
        <source>&amp;Last Sentence</source>
        <translation>&amp;Dernière phrase</translation>
    </message>
    <message>
        <source>&amp;Go to Sentence...</source>
        <translation>&amp;Aller à la phrase...</translation>
    </message>
    <message>
        <source>Next Sentence &amp;Without Synsets</source>
        <translation>Phrase suivante &amp;sans synsets</translation>
    </message>
    <message>
        <source>&amp;Find in Sentences...</source>
        <translation>&amp;Chercher dans les phrases...</translation>
    </message>
    <message>
        <source>Find N&amp;ext</source>
        <translation>Chercher le s&amp;uivant</translation>
    </message>
    <message>
        <source>Under review: adding it accepts the extraction</source>
        <translation>En révision : l&apos;ajouter accepte l&apos;extraction</translation>
    </message>
    <message>
        <source>Accept All Suggested &amp;Optional Tokens</source>
        <translation>Accepter tous les to&amp;kens optionnels suggérés</translation>
    </message>
    <message>
        <source>Make every word in a dotted bracket an optional group</source>
        <translation>Faire de chaque mot entre crochets pointillés un groupe optionnel</translation>
    </message>
    <message>
        <source>Accept the Suggestion at the &amp;Cursor</source>
        <translation>Accepter la suggestion sous le &amp;curseur</translation>
    </message>
    <message>
        <source>The suggestion on the current slot word, or on the focused token</source>
        <translation>La suggestion sur le mot courant de l&apos;emplacement, ou sur le token actif</translation>
    </message>
    <message>
        <source>&amp;Undo Accepted Suggestions</source>
        <translation>Ann&amp;uler les suggestions acceptées</translation>
    </message>
    <message>
        <source>Add &amp;Active-Voice Variant</source>
        <translation>Ajouter la variante à la voi&amp;x active</translation>
    </message>
    <message>
        <source>The selected passive triple in the active voice: [The] ball; was kicked by; John gives John; kicked; [The] ball</source>
        <translation>Le triplet passif choisi, mis à la voix active : [The] ball; was kicked by; John devient John; kicked; [The] ball</translation>
    </message>
    <message>
        <source>Toggle Optional in the &amp;Whole Synset</source>
        <translation>Basculer optionnel dans tout le s&amp;ynset</translation>
    </message>
    <message>
        <source>The selected slot words made optional, or plain again, in every triple of the active synset</source>
        <translation>Les mots choisis rendus optionnels, ou normaux, dans chaque triplet du synset actif</translation>
    </message>
    <message>
        <source>Suggested optional (dotted): %1 &amp;middot; %2 accepts all, %3 the one at the cursor</source>
        <extracomment>Under the slots: &quot;Suggested optional (dotted): determiner, quantity · Ctrl+Shift+B accepts all, Alt+B the one at the cursor&quot;</extracomment>
        <translation>Optionnels suggérés (pointillés) : %1 &amp;middot; %2 les accepte tous, %3 celui sous le curseur</translation>
    </message>
    <message numerus="yes">
        <source>%n suggested optional token(s) accepted (%1 undoes)</source>
        <translation>
            <numerusform>%n token optionnel suggéré accepté (%1 annule)</numerusform>
            <numerusform>%n tokens optionnels suggérés acceptés (%1 annule)</numerusform>
        </translation>
    </message>
    <message>
        <source>No suggested optional token at the cursor</source>
        <translation>Aucun token optionnel suggéré sous le curseur</translation>
    </message>
    <message>
        <source>Synset %1 holds an entity-clean triple: the entity facet admits one placement, so no placement variant is offered</source>
        <translation>Le synset %1 contient un triplet « entités propres » : la facette entité n&apos;admet qu&apos;un placement, aucune variante de placement n&apos;est donc proposée</translation>
    </message>
    <message>
        <source>Add the active voice of triple %1 to synset %2</source>
        <translation>Ajouter la voix active du triplet %1 au synset %2</translation>
    </message>
    <message>
        <source>Active Voice</source>
        <translation>Voix active</translation>
    </message>
    <message>
        <source>%1

%2 --&gt; ? --&gt; %3
Active relation:</source>
        <translation>%1

%2 --&gt; ? --&gt; %3
Relation active :</translation>
    </message>
    <message>
        <source>No triple of synset %1 holds &quot;%2&quot; in its %3</source>
        <translation>Aucun triplet du synset %1 ne contient « %2 » dans le champ %3</translation>
    </message>
    <message numerus="yes">
        <source>Make &quot;%1&quot; optional in %n triple(s) of synset %2</source>
        <extracomment>Undo text: Make &quot;the&quot; optional in 3 triples of synset 2</extracomment>
        <translation>
            <numerusform>Rendre « %1 » optionnel dans %n triplet du synset %2</numerusform>
            <numerusform>Rendre « %1 » optionnel dans %n triplets du synset %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make &quot;%1&quot; plain in %n triple(s) of synset %2</source>
        <translation>
            <numerusform>Rendre « %1 » normal dans %n triplet du synset %2</numerusform>
            <numerusform>Rendre « %1 » normal dans %n triplets du synset %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill the &amp;Subject</source>
        <translation>Remplir le su&amp;jet</translation>
    </message>
    <message>
        <source>Fill the &amp;Relation</source>
        <translation>Remplir la re&amp;lation</translation>
    </message>
    <message>
        <source>Fill the O&amp;bject</source>
        <translation>Remplir l&apos;o&amp;bjet</translation>
    </message>
    <message>
        <source>&amp;Copy Triple to the Slots</source>
        <translation>&amp;Copier le triplet vers les emplacements</translation>
    </message>
    <message>
        <source>Load the selected triple into the slots as a new triple: change a slot, then Return adds it to the active synset</source>
        <translation>Charger le triplet choisi dans les emplacements comme nouveau triplet : modifiez un emplacement, puis Return l&apos;ajoute au synset actif</translation>
    </message>
    <message>
        <source>&amp;Variant Checklist...</source>
        <translation>Liste des &amp;variantes...</translation>
    </message>
    <message>
        <source>No other form of synset %1&apos;s triples that it does not hold already</source>
        <translation>Aucune autre forme des triplets du synset %1 qu&apos;il ne contienne déjà</translation>
    </message>
    <message numerus="yes">
        <source>Add %n variant(s) to synset %1</source>
        <translation>
            <numerusform>Ajouter %n variante au synset %1</numerusform>
            <numerusform>Ajouter %n variantes au synset %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotation &amp;Effort...</source>
        <translation>&amp;Effort d&apos;annotation...</translation>
    </message>
    <message>
        <source>&amp;Draft Synsets from Systems...</source>
        <translation>Synsets brouillons des s&amp;ystèmes...</translation>
    </message>
    <message>
        <source>Round 0: the attached systems&apos; extractions of this sentence grouped into draft synsets; accept (Return), drop (Delete) or change (F2) each</source>
        <translation>Tour 0 : les extractions de cette phrase par les systèmes joints, groupées en synsets brouillons ; acceptez (Return), écartez (Delete) ou modifiez (F2) chacun</translation>
    </message>
    <message>
        <source>Draft synsets from the attached systems for every sentence that has none (one undo step)</source>
        <translation>Synsets brouillons tirés des systèmes joints pour chaque phrase qui n&apos;en a pas (une seule étape d&apos;annulation)</translation>
    </message>
    <message numerus="yes">
        <source>Propose %n draft synset(s) for sentence %1</source>
        <translation>
            <numerusform>Proposer %n synset brouillon pour la phrase %1</numerusform>
            <numerusform>Proposer %n synsets brouillons pour la phrase %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No system outputs are attached: attach some in the Evaluate tab to get draft synsets</source>
        <translation>Aucune sortie de système n&apos;est jointe : joignez-en dans l&apos;onglet Évaluer pour obtenir des synsets brouillons</translation>
    </message>
    <message>
        <source>Propose draft synsets for every sentence</source>
        <translation>Proposer des synsets brouillons pour chaque phrase</translation>
    </message>
    <message>
        <source>No new draft synsets: every sentence has drafts already, or the systems extracted nothing for it</source>
        <translation>Aucun nouveau synset brouillon : chaque phrase a déjà des brouillons, ou les systèmes n&apos;en ont rien extrait</translation>
    </message>
    <message numerus="yes">
        <source>%n draft synset(s) proposed (%1 reviews a sentence&apos;s drafts)</source>
        <translation>
            <numerusform>%n synset brouillon proposé (%1 examine les brouillons d&apos;une phrase)</numerusform>
            <numerusform>%n synsets brouillons proposés (%1 examine les brouillons d&apos;une phrase)</numerusform>
        </translation>
    </message>
    <message>
        <source>The attached systems extracted nothing for sentence %1</source>
        <translation>Les systèmes joints n&apos;ont rien extrait de la phrase %1</translation>
    </message>
    <message>
        <source>Edit draft synset %1</source>
        <translation>Modifier le synset brouillon %1</translation>
    </message>
    <message>
        <source>The draft&apos;s triple is in the slots: change it, then %1 adds it as a new synset</source>
        <translation>Le triplet du brouillon est dans les emplacements : modifiez-le, puis %1 l&apos;ajoute comme nouveau synset</translation>
    </message>
    <message numerus="yes">
        <source>&lt;i&gt;%n draft synset(s) from systems, not gold until accepted: %1 reviews them&lt;/i&gt;</source>
        <extracomment>Above the synset tree when the sentence has draft synsets (round 0)</extracomment>
        <translation>
            <numerusform>&lt;i&gt;%n synset brouillon issu des systèmes, hors référence tant qu&apos;il n&apos;est pas accepté : %1 l&apos;examine&lt;/i&gt;</numerusform>
            <numerusform>&lt;i&gt;%n synsets brouillons issus des systèmes, hors référence tant qu&apos;ils ne sont pas acceptés : %1 les examine&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy a Nested &amp;Fact to the Slots</source>
        <translation>Copier un fait imbri&amp;qué vers les emplacements</translation>
    </message>
    <message>
        <source>The selected triple with its object cut after a preposition, the words before it in the relation, as a new triple (again: the next preposition); Ctrl+Return adds it as a new synset</source>
        <translation>Le triplet choisi, son objet coupé après une préposition et les mots qui la précèdent placés dans la relation, comme nouveau triplet (à nouveau : la préposition suivante) ; Ctrl+Return l&apos;ajoute comme nouveau synset</translation>
    </message>
    <message>
        <source>The object of the selected triple has no preposition to cut it at</source>
        <translation>L&apos;objet du triplet choisi n&apos;a aucune préposition où le couper</translation>
    </message>
    <message>
        <source>Nested fact %1 of %2 in the slots: %3 adds it as a new synset</source>
        <translation>Fait imbriqué %1 sur %2 dans les emplacements : %3 l&apos;ajoute comme nouveau synset</translation>
    </message>
    <message>
        <source>Propose Draft Synsets for Ever&amp;y Sentence</source>
        <translation>Proposer des synsets brouillons pour chaque phras&amp;e</translation>
    </message>
    <message numerus="yes">
        <source>Add %n synset(s) for other conjuncts</source>
        <translation>
            <numerusform>Ajouter %n synset pour un autre conjoint</numerusform>
            <numerusform>Ajouter %n synsets pour d’autres conjoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n variant(s) to synset %1 and synsets for other conjuncts</source>
        <translation>
            <numerusform>Ajouter %n variante au synset %1 et des synsets pour d’autres conjoints</numerusform>
            <numerusform>Ajouter %n variantes au synset %1 et des synsets pour d’autres conjoints</numerusform>
        </translation>
    </message>
    <message>
        <source>Every other form of the selected synset&apos;s facts (placements of the relation/object boundary, the active voice) and the facts of the other conjuncts as new synsets, the usual ones checked: toggle by key, Return adds them</source>
        <translation>Toutes les autres formes des faits du synset choisi (placements de la limite entre relation et objet, la voix active) et les faits des autres conjoints comme nouveaux synsets, les habituelles cochées : une touche les bascule, Entrée les ajoute</translation>
    </message>
    <message>
        <source>Add to Active Synset, T&amp;hen Its Forms</source>
        <translation>Ajouter au synset actif, p&amp;uis ses formes</translation>
    </message>
    <message>
        <source>Adds the triple to the active synset, then opens the variant checklist on it</source>
        <translation>Ajoute le triplet au synset actif, puis ouvre sur lui la liste des variantes</translation>
    </message>
    <message>
        <source>Add to New Synset, Then &amp;Its Forms</source>
        <translation>Ajouter à un nouveau synset, puis ses for&amp;mes</translation>
    </message>
    <message>
        <source>Adds the triple as a new synset, then opens the variant checklist on it</source>
        <translation>Ajoute le triplet comme nouveau synset, puis ouvre sur lui la liste des variantes</translation>
    </message>
    <message>
        <source>Add to Active Synset, &amp;Keep the Slots</source>
        <translation>Ajouter au synset actif, &amp;garder les emplacements</translation>
    </message>
    <message>
        <source>Adds the triple to the active synset and keeps it in the slots: change a slot, then add the next form</source>
        <translation>Ajoute le triplet au synset actif et le garde dans les emplacements : changer un emplacement, puis ajouter la forme suivante</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>Add a system output to see this chart</source>
        <translation>Ajoutez une sortie de système pour voir ce graphique</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>Chart tooltip: &quot;series, category: value&quot;</extracomment>
        <translation>%1, %2 : %3</translation>
    </message>
</context>
<context>
    <name>BucketDialog</name>
    <message>
        <source>Sentence Buckets</source>
        <translation>Groupes de phrases</translation>
    </message>
    <message>
        <source>Bins over a sentence property</source>
        <translation>Intervalles sur une propriété de la phrase</translation>
    </message>
    <message>
        <source>Buckets from a TSV file (sent_id, bucket)</source>
        <translation>Groupes lus dans un fichier TSV (sent_id, bucket)</translation>
    </message>
    <message>
        <source>Ascending upper bounds: &quot;20, 30&quot; makes the bins &lt;= 20, 21-30 and &gt; 30</source>
        <translation>Bornes supérieures croissantes : « 20, 30 » donne les intervalles &lt;= 20, 21-30 et &gt; 30</translation>
    </message>
    <message>
        <source>default: property_bins</source>
        <translation>par défaut : propriété_bins</translation>
    </message>
    <message>
        <source>&amp;Property:</source>
        <translation>&amp;Propriété :</translation>
    </message>
    <message>
        <source>Bin &amp;edges:</source>
        <translation>&amp;Bornes des intervalles :</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Parcourir...</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <source>Bucket File</source>
        <translation>Fichier de groupes</translation>
    </message>
    <message>
        <source>TSV (*.tsv *.txt);;All files (*)</source>
        <translation>TSV (*.tsv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Choose a TSV file.</source>
        <translation>Choisissez un fichier TSV.</translation>
    </message>
    <message>
        <source>Bin edges must be ascending whole numbers, such as 20, 30.</source>
        <translation>Les bornes doivent être des entiers croissants, par exemple 20, 30.</translation>
    </message>
</context>
<context>
    <name>CarbTableModel</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>Extractions</translation>
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
        <translation>Seuil</translation>
    </message>
    <message>
        <source>Area under the precision-recall curve</source>
        <translation>Aire sous la courbe précision-rappel</translation>
    </message>
    <message>
        <source>At the F1-optimal confidence threshold, rounded as CaRB prints it</source>
        <translation>Au seuil de confiance optimal pour F1, arrondi comme CaRB l’affiche</translation>
    </message>
    <message>
        <source>The confidence threshold of the F1-optimal point</source>
        <translation>Le seuil de confiance du point optimal pour F1</translation>
    </message>
    <message>
        <source>%1 in sentences the CaRB gold does not have</source>
        <extracomment>CaRB extraction count: why some extractions of the system are not scored</extracomment>
        <translation>%1 dans des phrases absentes de la référence CaRB</translation>
    </message>
    <message>
        <source>%1 whose sentence id is not in the gold</source>
        <translation>%1 dont l&apos;identifiant de phrase n&apos;est pas dans la référence</translation>
    </message>
    <message>
        <source>%1 of a sentence repeated later (CaRB keeps the later one)</source>
        <translation>%1 d&apos;une phrase répétée plus loin (CaRB garde la dernière)</translation>
    </message>
    <message>
        <source>%1 that CaRB cannot read as a tuple</source>
        <translation>%1 que CaRB ne peut pas lire comme tuple</translation>
    </message>
    <message>
        <source>CaRB scores %1 of the %2 extractions</source>
        <translation>CaRB évalue %1 des %2 extractions</translation>
    </message>
    <message>
        <source>Extractions: CaRB scores only the extractions of sentences in its gold; the systems panel counts every extraction read. %1.</source>
        <extracomment>Under the CaRB table: why its Extractions column is not the systems panel&apos;s count</extracomment>
        <translation>Extractions : CaRB n&apos;évalue que les extractions des phrases de sa référence ; le panneau des systèmes compte toutes les extractions lues. %1.</translation>
    </message>
    <message>
        <source>%1 gold tuples in %2 sentences; %3 sentences of the system without CaRB gold ignored</source>
        <translation>%1 tuples de référence dans %2 phrases ; %3 phrases du système sans référence CaRB ignorées</translation>
    </message>
    <message>
        <source>Extractions in sentences that have CaRB gold (the systems panel counts every extraction read)</source>
        <translation>Extractions des phrases ayant une référence CaRB (le panneau des systèmes compte toutes les extractions lues)</translation>
    </message>
    <message>
        <source>%1; left out: %2</source>
        <translation>%1 ; laissées de côté : %2</translation>
    </message>
</context>
<context>
    <name>ChartExportDialog</name>
    <message>
        <source>Chart Export</source>
        <translation>Export du graphique</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>pouces</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Largeur :</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Hauteur :</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Unité :</translation>
    </message>
    <message>
        <source>PNG resolution (dpi):</source>
        <translation>Résolution PNG (ppp) :</translation>
    </message>
    <message>
        <source>Font size:</source>
        <translation>Taille de police :</translation>
    </message>
    <message>
        <source>ACL/EMNLP single column (7.7 cm)</source>
        <translation>ACL/EMNLP une colonne (7,7 cm)</translation>
    </message>
    <message>
        <source>One column (8.5 cm)</source>
        <translation>Une colonne (8,5 cm)</translation>
    </message>
    <message>
        <source>Two columns (17 cm)</source>
        <translation>Deux colonnes (17 cm)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
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
        <translation>Libre (hauteur ci-dessous)</translation>
    </message>
    <message>
        <source>The same in points whatever the size: 8 to 10 pt match a paper&apos;s text</source>
        <translation>La même en points quelle que soit la taille : 8 à 10 pt correspondent au texte d&apos;un article</translation>
    </message>
    <message>
        <source>Draw the title (papers put it in the caption)</source>
        <translation>Dessiner le titre (les articles le mettent dans la légende)</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>Aspect (width:height):</source>
        <translation>Proportions (largeur:hauteur) :</translation>
    </message>
    <message>
        <source>Preview at true size on this screen</source>
        <extracomment>Under the chart export preview</extracomment>
        <translation>Aperçu en taille réelle sur cet écran</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Exporter le graphique</translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn</source>
        <translation>%1 : le graphique n&apos;a pas pu être dessiné</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1 : impossible de créer le dossier</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size: give WIDTHxHEIGHT in cm or in, such as 8.5x6cm or 3.3x2.5in</source>
        <extracomment>%1 is what was given to --size</extracomment>
        <translation>« %1 » n&apos;est pas une taille : donnez LARGEURxHAUTEUR en cm ou en in, par exemple 8.5x6cm ou 3.3x2.5in</translation>
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
        <translation>un système</translation>
    </message>
    <message>
        <source>%1 systems</source>
        <translation>%1 systèmes</translation>
    </message>
    <message>
        <source>Bars: %1 for each %2 (%3), one bar per system, %4 in all.</source>
        <extracomment>Caption of an exported bar chart: %1 the y axis, %2 the x axis, %3 its categories, %4 &quot;8 systems&quot;</extracomment>
        <translation>Barres : %1 pour chaque %2 (%3), une barre par système, %4 en tout.</translation>
    </message>
    <message>
        <source>Curves: %1 against %2, one curve per system, %3 in all.</source>
        <extracomment>Caption of an exported curve chart: %1 the y axis, %2 the x axis, %3 &quot;8 systems&quot;</extracomment>
        <translation>Courbes : %1 en fonction de %2, une courbe par système, %3 en tout.</translation>
    </message>
    <message>
        <source>The legend gives each system&apos;s area under the curve (AUC).</source>
        <translation>La légende donne l&apos;aire sous la courbe (AUC) de chaque système.</translation>
    </message>
    <message>
        <source>One row per system (%1 in all), one column per %2; a cell&apos;s colour gives its value (scale on the right).</source>
        <extracomment>Caption of an exported heat map: %1 &quot;8 systems&quot;, %2 the x axis</extracomment>
        <translation>Une ligne par système (%1 en tout), une colonne par %2 ; la couleur d&apos;une cellule donne sa valeur (échelle à droite).</translation>
    </message>
    <message>
        <source>scorer %1</source>
        <translation>évaluateur %1</translation>
    </message>
    <message>
        <source>facet %1</source>
        <translation>facette %1</translation>
    </message>
    <message>
        <source>gold %1</source>
        <translation>référence %1</translation>
    </message>
    <message>
        <source>Computed by OIE Studio (%1).</source>
        <extracomment>Caption: where the numbers come from, e.g. &quot;scorer BenchIE, facet default, gold gold.txt&quot;</extracomment>
        <translation>Calculé par OIE Studio (%1).</translation>
    </message>
    <message>
        <source>its text does not fit %1 at the document&apos;s text size, nor any taller size at this width; export it wider</source>
        <extracomment>A LaTeX figure not made: %1 the size asked (&quot;8.50 x 6.00 cm&quot;)</extracomment>
        <translation>son texte ne tient pas dans %1 à la taille du texte du document, ni dans aucune taille plus haute à cette largeur ; l’exporter plus large</translation>
    </message>
    <message>
        <source>its text does not fit %1 at the document&apos;s text size (the legend already in \scriptsize, without the title); export it at %2 (--size %3)</source>
        <extracomment>A LaTeX figure not made: %1 the size asked, %2 the size that works, %3 as --size takes it</extracomment>
        <translation>son texte ne tient pas dans %1 à la taille du texte du document (la légende déjà en \scriptsize, sans le titre) ; l’exporter en %2 (--size %3)</translation>
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
        <translation>%1 %2 %3 moins %4 %5 = %6
p = %7%8 (aussi extrême dans %9 sur %10)
%11</translation>
    </message>
    <message>
        <source>, Holm-adjusted</source>
        <translation>, corrigé par Holm</translation>
    </message>
    <message>
        <source>significant at p &lt; %1</source>
        <translation>significatif à p &lt; %1</translation>
    </message>
    <message>
        <source>not significant at p &lt; %1</source>
        <translation>non significatif à p &lt; %1</translation>
    </message>
    <message>
        <source>%1% interval of the difference: [%2, %3]</source>
        <translation>Intervalle à %1 % de la différence : [%2, %3]</translation>
    </message>
</context>
<context>
    <name>CompareSystemsDialog</name>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Rappel</translation>
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
        <translation>Comparer les systèmes</translation>
    </message>
    <message>
        <source>Approximate randomization</source>
        <translation>Randomisation approchée</translation>
    </message>
    <message>
        <source>Paired bootstrap</source>
        <translation>Bootstrap apparié</translation>
    </message>
    <message>
        <source>&amp;Holm-adjust over all pairs</source>
        <translation>Corriger par &amp;Holm sur toutes les paires</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>&amp;Mesure :</translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation>&amp;Test :</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>&amp;Resamples:</source>
        <translation>&amp;Rééchantillons :</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exporter...</translation>
    </message>
    <message>
        <source>Two visible systems or more are needed to compare.</source>
        <translation>Il faut au moins deux systèmes visibles pour comparer.</translation>
    </message>
    <message>
        <source>This scorer has no per-sentence outcomes to compare here (BenchIE^FL&apos;s official mode, or CaRB and OIE2016 before they score).</source>
        <translation>Ce score n&apos;a pas ici de résultats par phrase à comparer (le mode officiel de BenchIE^FL, ou CaRB et OIE2016 avant leur évaluation).</translation>
    </message>
    <message>
        <source>%1, %2 sentences: %3 of the row system minus the column system; %4; † p &lt; %5 (green: the row is higher, red: lower)</source>
        <extracomment>Compare Systems caption: &quot;BenchIE, facet default, 300 sentences: F1 of the row minus the column; approximate randomization test (...); † p &lt; 0.05&quot;</extracomment>
        <translation>%1, %2 phrases : %3 du système de la ligne moins celui de la colonne ; %4 ; † p &lt; %5 (vert : la ligne est plus haute, rouge : plus basse)</translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation>Exporter la comparaison</translation>
    </message>
    <message>
        <source>CSV (*.csv);;LaTeX (*.tex);;JSON (*.json);;Text (*.txt)</source>
        <translation>CSV (*.csv);;LaTeX (*.tex);;JSON (*.json);;Texte (*.txt)</translation>
    </message>
</context>
<context>
    <name>ConlluReader</name>
    <message>
        <source>head %1 is past the last word of the sentence (%2); read as the root</source>
        <translation>la tête %1 dépasse le dernier mot de la phrase (%2) ; lue comme racine</translation>
    </message>
    <message>
        <source>word %1 is its own head; read as the root</source>
        <translation>le mot %1 est sa propre tête ; lu comme racine</translation>
    </message>
    <message>
        <source>expected 10 tab-separated columns, found %1; line skipped</source>
        <translation>10 colonnes séparées par des tabulations attendues, %1 trouvées ; ligne ignorée</translation>
    </message>
    <message>
        <source>bad word id &quot;%1&quot;; line skipped</source>
        <translation>identifiant de mot « %1 » invalide ; ligne ignorée</translation>
    </message>
    <message>
        <source>bad multiword token range &quot;%1&quot;; line skipped</source>
        <translation>plage de jeton multi-mots « %1 » invalide ; ligne ignorée</translation>
    </message>
    <message>
        <source>word id %1 out of sequence (expected %2); line skipped</source>
        <translation>identifiant de mot %1 hors séquence (%2 attendu) ; ligne ignorée</translation>
    </message>
    <message>
        <source>bad head &quot;%1&quot; (a word id or 0 was expected); read as the root</source>
        <translation>tête « %1 » invalide (identifiant de mot ou 0 attendu) ; lue comme racine</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>OIE Studio projects (*.oieproj);;All files (*)</source>
        <translation>Projets OIE Studio (*.oieproj);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 is also the OIE2016 gold: add system outputs with Evaluation &gt; OIE2016</source>
        <translation>%1 est aussi la référence OIE2016 : ajoutez des sorties de système avec Évaluation &gt; OIE2016</translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else since it was opened.</source>
        <translation>%1 a été modifié sur le disque par quelqu&apos;un d&apos;autre depuis son ouverture.</translation>
    </message>
    <message>
        <source>OIE Studio</source>
        <translation>OIE Studio</translation>
    </message>
    <message>
        <source>Overwrite it anyway?</source>
        <translation>L&apos;écraser quand même ?</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>The annotation has unsaved changes. Save them as a project?</source>
        <translation>L&apos;annotation a des modifications non enregistrées. Les enregistrer comme projet ?</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>un document sans titre</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>Restaurer le travail non enregistré</translation>
    </message>
    <message>
        <source>OIE Studio was closed with unsaved changes to %1 (last copy %2). Restore them?</source>
        <translation>OIE Studio a été fermé avec des modifications non enregistrées de %1 (dernière copie %2). Les restaurer ?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>Fichiers de référence BenchIE et projets OIE Studio (*.txt *.oieproj);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>Ouvrez un fichier de référence avant d&apos;ajouter des sorties de système.</translation>
    </message>
    <message>
        <source>Add System Output</source>
        <translation>Ajouter une sortie de système</translation>
    </message>
    <message>
        <source>BenchIE system outputs (*.txt);;All files (*)</source>
        <translation>Sorties de système BenchIE (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>System name:</source>
        <translation>Nom du système :</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>Enregistrer le projet</translation>
    </message>
    <message>
        <source>Export Entity Gold</source>
        <translation>Exporter le gold des entités</translation>
    </message>
    <message>
        <source>Export BenchIE Gold</source>
        <translation>Exporter le gold BenchIE</translation>
    </message>
    <message>
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation>Fichiers de référence BenchIE (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n triple(s) written as AnnIE can: adjacent optional groups joined, brackets inside words dropped)</source>
        <translation>
            <numerusform>%1 exporté (%n triplet écrit comme AnnIE le permet : groupes optionnels adjacents réunis, crochets internes aux mots retirés)</numerusform>
            <numerusform>%1 exporté (%n triplets écrits comme AnnIE le permet : groupes optionnels adjacents réunis, crochets internes aux mots retirés)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Gold in AnnIE Notation</source>
        <translation>Exporter le gold en notation AnnIE</translation>
    </message>
    <message>
        <source>AnnIE annotation text (*.tsv);;All files (*)</source>
        <translation>Texte d&apos;annotation AnnIE (*.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Nothing was restored; the copy stays where it is.</source>
        <translation>Rien n&apos;a été restauré ; la copie reste où elle est.</translation>
    </message>
    <message>
        <source>Nothing was restored; the copy was kept as %1.</source>
        <translation>Rien n&apos;a été restauré ; la copie a été conservée sous %1.</translation>
    </message>
</context>
<context>
    <name>DocumentImport</name>
    <message>
        <source>OIE Studio project</source>
        <translation>projet OIE Studio</translation>
    </message>
    <message>
        <source>BenchIE gold</source>
        <translation>référence BenchIE</translation>
    </message>
    <message>
        <source>CoNLL-U</source>
        <translation>CoNLL-U</translation>
    </message>
    <message>
        <source>text, one sentence per line</source>
        <translation>texte, une phrase par ligne</translation>
    </message>
    <message>
        <source>raw text</source>
        <translation>texte brut</translation>
    </message>
    <message>
        <source>give it as NAME=FILE</source>
        <translation>donnez-le sous la forme NAME=FILE</translation>
    </message>
    <message>
        <source>score it with --scorer carb or --scorer oie2016</source>
        <translation>évaluez-le avec --scorer carb ou --scorer oie2016</translation>
    </message>
    <message>
        <source>a ROBUST file is scored with --scorer robust</source>
        <translation>un fichier ROBUST s&apos;évalue avec --scorer robust</translation>
    </message>
    <message>
        <source>a BenchIE gold or a text to annotate</source>
        <translation>une référence BenchIE ou un texte à annoter</translation>
    </message>
    <message>
        <source>OIE2016 gold</source>
        <translation>référence OIE2016</translation>
    </message>
    <message>
        <source>AnnIE progress</source>
        <translation>progression AnnIE</translation>
    </message>
    <message>
        <source>AnnIE annotation export</source>
        <translation>export d&apos;annotations AnnIE</translation>
    </message>
    <message numerus="yes">
        <source>opened as an OIE2016 gold: %n gold extraction(s), each one synset (arg1 --&gt; predicate --&gt; arg2, further arguments as extra parts) in %1 sentences; OIE2016 scores it through Evaluation &gt; OIE2016</source>
        <translation>
            <numerusform>ouvert comme référence OIE2016 : %n extraction de référence, en un synset (arg1 --&gt; prédicat --&gt; arg2, les autres arguments en parties supplémentaires) dans %1 phrases ; OIE2016 l&apos;évalue via Évaluation &gt; OIE2016</numerusform>
            <numerusform>ouvert comme référence OIE2016 : %n extractions de référence, chacune en un synset (arg1 --&gt; prédicat --&gt; arg2, les autres arguments en parties supplémentaires) dans %1 phrases ; OIE2016 l&apos;évalue via Évaluation &gt; OIE2016</numerusform>
        </translation>
    </message>
    <message>
        <source>empty file: a gold has sent_id:ID&lt;TAB&gt;sentence lines and their triples</source>
        <translation>fichier vide : une référence a des lignes sent_id:ID&lt;TAB&gt;phrase et leurs triplets</translation>
    </message>
    <message>
        <source>this looks like %1, not a gold: a gold has sent_id:ID&lt;TAB&gt;sentence lines and their triples</source>
        <translation>ceci ressemble à %1, pas à une référence : une référence a des lignes sent_id:ID&lt;TAB&gt;phrase et leurs triplets</translation>
    </message>
    <message>
        <source>no sentence (no sent_id:ID&lt;TAB&gt;sentence line): this is not a gold</source>
        <translation>aucune phrase (aucune ligne sent_id:ID&lt;TAB&gt;phrase) : ce n&apos;est pas une référence</translation>
    </message>
    <message>
        <source>a BenchIE gold</source>
        <translation>une référence BenchIE</translation>
    </message>
</context>
<context>
    <name>DraftSynsetsDialog</name>
    <message>
        <source>Draft Synsets from Systems</source>
        <translation>Synsets brouillons des systèmes</translation>
    </message>
    <message>
        <source>Accept Draft</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Drop Draft</source>
        <translation>Écarter</translation>
    </message>
    <message numerus="yes">
        <source>Sentence %1: %n draft synset(s) made from the systems&apos; extractions (never gold until accepted). A draft&apos;s key (1-9, a-z) goes to it; Space toggles a triple, Return accepts the draft&apos;s checked triples as a new synset, Delete drops the draft, F2 loads the triple into the slots to change it.</source>
        <extracomment>%1: a sentence number; %n: how many drafts</extracomment>
        <translation>
            <numerusform>Phrase %1 : %n synset brouillon issu des extractions des systèmes (jamais référence avant d&apos;être accepté). La touche d&apos;un brouillon (1-9, a-z) y mène ; Space coche ou décoche un triplet, Return accepte les triplets cochés du brouillon comme nouveau synset, Delete écarte le brouillon, F2 charge le triplet dans les emplacements pour le modifier.</numerusform>
            <numerusform>Phrase %1 : %n synsets brouillons issus des extractions des systèmes (jamais référence avant d&apos;être acceptés). La touche d&apos;un brouillon (1-9, a-z) y mène ; Space coche ou décoche un triplet, Return accepte les triplets cochés du brouillon comme nouveau synset, Delete écarte le brouillon, F2 charge le triplet dans les emplacements pour le modifier.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1   Draft %2 — %3</source>
        <translation>%1   Brouillon %2 — %3</translation>
    </message>
    <message>
        <source>in the gold already</source>
        <translation>déjà dans la référence</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>placement</translation>
    </message>
    <message>
        <source>No draft synsets left for this sentence.</source>
        <translation>Plus aucun synset brouillon pour cette phrase.</translation>
    </message>
    <message>
        <source>1-9, a-z, A-Z</source>
        <translation>1-9, a-z, A-Z</translation>
    </message>
    <message>
        <source>Go to that draft</source>
        <translation>Aller à ce brouillon</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Check or uncheck the triple (on a draft&apos;s line: all of its triples)</source>
        <translation>Cocher ou décocher le triplet (sur la ligne d&apos;un brouillon : tous ses triplets)</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Accept the draft: its checked triples become a new synset</source>
        <translation>Accepter le brouillon : ses triplets cochés forment un nouveau synset</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Drop the draft</source>
        <translation>Écarter le brouillon</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>Load the triple into the slots to change it (its draft is dropped)</source>
        <translation>Charger le triplet dans les emplacements pour le modifier (son brouillon est écarté)</translation>
    </message>
</context>
<context>
    <name>EffortDialog</name>
    <message>
        <source>Annotation Effort</source>
        <translation>Effort d&apos;annotation</translation>
    </message>
    <message>
        <source>&amp;Record the keys and time of annotating (kept in the project file)</source>
        <translation>&amp;Enregistrer les touches et le temps d&apos;annotation (conservés dans le fichier de projet)</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Synsets</source>
        <translation>Synsets</translation>
    </message>
    <message>
        <source>Triples</source>
        <translation>Triplets</translation>
    </message>
    <message>
        <source>Nothing recorded yet: keys pressed in the Annotate tab are counted here, per sentence.</source>
        <translation>Rien d&apos;enregistré pour l&apos;instant : les touches pressées dans l&apos;onglet Annoter sont comptées ici, par phrase.</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) annotated: %1 keys in %2; they hold %3 synsets and %4 triples (%5 keys per triple). A pause over a minute counts as one minute.</source>
        <translation>
            <numerusform>%n phrase annotée : %1 touches en %2 ; elle contient %3 synsets et %4 triplets (%5 touches par triplet). Une pause de plus d&apos;une minute compte pour une minute.</numerusform>
            <numerusform>%n phrases annotées : %1 touches en %2 ; elles contiennent %3 synsets et %4 triplets (%5 touches par triplet). Une pause de plus d&apos;une minute compte pour une minute.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorAnalysis</name>
    <message>
        <source>the sentence has no gold triple, so no extraction of it can be correct</source>
        <translation>la phrase n&apos;a aucun triplet de référence, donc aucune de ses extractions ne peut être correcte</translation>
    </message>
    <message>
        <source>matches triple %1 of synset %2</source>
        <translation>correspond au triplet %1 du synset %2</translation>
    </message>
    <message>
        <source>no slot is a realization of that slot of any gold triple of the sentence</source>
        <translation>aucun slot n&apos;est une réalisation de ce slot dans un triplet de référence de la phrase</translation>
    </message>
    <message>
        <source>%1 %2 is not a realization of any gold %1</source>
        <translation>%1 %2 n&apos;est la réalisation d&apos;aucun slot « %1 » de référence</translation>
    </message>
    <message>
        <source>each slot is a realization of that slot of some gold triple, but no triple has all three</source>
        <translation>chaque slot est une réalisation de ce slot dans un triplet de référence, mais aucun triplet ne les a tous les trois</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs only in %2</source>
        <translation>le triplet le plus proche dans le synset %1 ne diffère que par : %2</translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs in %2</source>
        <translation>le triplet le plus proche dans le synset %1 diffère par : %2</translation>
    </message>
    <message>
        <source>subject</source>
        <translation>sujet</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>relation</translation>
    </message>
    <message>
        <source>object</source>
        <translation>objet</translation>
    </message>
    <message numerus="yes">
        <source>%n more triple(s) as close, in synset(s) %1</source>
        <translation>
            <numerusform>%n autre triplet aussi proche, dans le synset %1</numerusform>
            <numerusform>%n autres triplets aussi proches, dans le(s) synset(s) %1</numerusform>
        </translation>
    </message>
    <message>
        <source>differs from triple %1 of synset %2 only in letter case, which the scorers compare</source>
        <translation>ne diffère du triplet %1 du synset %2 que par la casse, que les évaluateurs comparent</translation>
    </message>
</context>
<context>
    <name>EvaluationChartData</name>
    <message>
        <source>Precision, recall and F1 (facet: %1)</source>
        <translation>Précision, rappel et F1 (facette : %1)</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Rappel</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>CaRB precision-recall curves</source>
        <translation>Courbes précision-rappel de CaRB</translation>
    </message>
    <message>
        <source>%1 (AUC %2)</source>
        <extracomment>Legend entry of an OIE2016 curve: system name and area under the curve</extracomment>
        <translation>%1 (AUC %2)</translation>
    </message>
    <message>
        <source>F1 per facet</source>
        <translation>F1 par facette</translation>
    </message>
    <message>
        <source>Facet</source>
        <translation>Facette</translation>
    </message>
    <message>
        <source>Slot errors of incorrect extractions</source>
        <translation>Erreurs de champ des extractions incorrectes</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Share of incorrect extractions</source>
        <translation>Part des extractions incorrectes</translation>
    </message>
    <message>
        <source>Error buckets (1 = slot agrees with the closest gold triple)</source>
        <translation>Classes d&apos;erreurs (1 = le champ concorde avec le triplet de référence le plus proche)</translation>
    </message>
    <message>
        <source>Slot pattern (subject, relation, object)</source>
        <translation>Motif des champs (sujet, relation, objet)</translation>
    </message>
    <message>
        <source>Error buckets per system (1 = slot agrees with the closest gold triple)</source>
        <translation>Classes d&apos;erreurs par système (1 = le champ concorde avec le triplet de référence le plus proche)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Cells: share of the system&apos;s incorrect extractions</source>
        <translation>Cellules : part des extractions incorrectes du système</translation>
    </message>
    <message>
        <source>F1 by sentence bucket: %1</source>
        <translation>F1 par groupe de phrases : %1</translation>
    </message>
    <message>
        <source>Bucket (%1)</source>
        <translation>Groupe (%1)</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>Jetons : %1</translation>
    </message>
    <message>
        <source>Counted from: %1</source>
        <translation>Compté à partir de : %1</translation>
    </message>
    <message>
        <source>%1 (n=%2)</source>
        <extracomment>Chart category: bucket label and its number of sentences</extracomment>
        <translation>%1 (n=%2)</translation>
    </message>
    <message>
        <source>One point per confidence threshold, and (0, 1) as CaRB adds it for the AUC</source>
        <translation>Un point par seuil de confiance, plus (0, 1) que CaRB ajoute pour l’AUC</translation>
    </message>
    <message>
        <source>Precision, recall and F1 (BenchIE^FL, %1)</source>
        <extracomment>%1 is the matcher&apos;s mode, e.g. &quot;principled&quot; or &quot;official, no correction&quot;</extracomment>
        <translation>Précision, rappel et F1 (BenchIE^FL, %1)</translation>
    </message>
    <message>
        <source>AUC %1</source>
        <extracomment>Legend entry of a CaRB curve, after the system&apos;s name: the area under the curve</extracomment>
        <translation>AUC %1</translation>
    </message>
    <message>
        <source>OIE2016 precision-recall curves</source>
        <translation>Courbes précision-rappel d&apos;OIE2016</translation>
    </message>
    <message>
        <source>The rows the official scorer writes, by recall; %1</source>
        <extracomment>%1 is the matcher&apos;s mode, e.g. &quot;mode current: official matcher of today, ...&quot;</extracomment>
        <translation>Les lignes qu&apos;écrit l&apos;évaluateur officiel, par rappel ; %1</translation>
    </message>
    <message>
        <source>OIE2016 area under the precision-recall curve</source>
        <translation>Aire sous la courbe précision-rappel d&apos;OIE2016</translation>
    </message>
    <message>
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <source>Left out: %1 (the gold has no synset under it; under Entity, no triple is flagged entity-clean).</source>
        <translation>Laissé de côté : %1 (la référence n&apos;a aucun synset sous cette facette ; sous Entité, aucun triplet n&apos;est marqué « entités propres »).</translation>
    </message>
    <message>
        <source>Error bars: %1% percentile bootstrap intervals over the gold sentences, %2 resamples, seed %3</source>
        <extracomment>Under a P, R and F1 chart: %1 the level (95), %2 resamples, %3 the seed</extracomment>
        <translation>Barres d&apos;erreur : intervalles bootstrap percentiles à %1 % sur les phrases de référence, %2 rééchantillons, graine %3</translation>
    </message>
    <message>
        <source>Wrong only in letter case, which the scorers compare: %1</source>
        <extracomment>Under the error-bucket charts; %1 lists systems with their counts (&quot;clausie 12, minie 3&quot;)</extracomment>
        <translation>Fausses seulement par la casse, que les évaluateurs comparent : %1</translation>
    </message>
</context>
<context>
    <name>EvaluationWorkspace</name>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Phrases</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
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
        <translation>F1 de chaque système selon chaque facette</translation>
    </message>
    <message>
        <source>Export Scores...</source>
        <translation>Exporter les scores...</translation>
    </message>
    <message>
        <source>Export Overview...</source>
        <translation>Exporter l&apos;aperçu...</translation>
    </message>
    <message>
        <source>&amp;Decimals:</source>
        <translation>&amp;Décimales :</translation>
    </message>
    <message>
        <source>S&amp;corer:</source>
        <translation>&amp;Score :</translation>
    </message>
    <message>
        <source>Export Chart...</source>
        <translation>Exporter le graphique...</translation>
    </message>
    <message>
        <source>Export All Charts...</source>
        <translation>Exporter tous les graphiques...</translation>
    </message>
    <message>
        <source>Sentence Buckets...</source>
        <translation>Groupes de phrases...</translation>
    </message>
    <message>
        <source>Add a bucketized F1 chart: bins over a sentence property, or a TSV file sent_id, bucket</source>
        <translation>Ajouter un graphique de F1 par groupe : intervalles sur une propriété de la phrase, ou fichier TSV sent_id, bucket</translation>
    </message>
    <message>
        <source>CaRB Gold</source>
        <translation>Référence CaRB</translation>
    </message>
    <message>
        <source>CaRB gold (*.txt *.tsv);;All files (*)</source>
        <translation>Référence CaRB (*.txt *.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Attach &amp;CaRB Gold...</source>
        <translation>Joindre une référence &amp;CaRB...</translation>
    </message>
    <message>
        <source>A CaRB gold file for the same sentences, to score the systems with CaRB</source>
        <translation>Un fichier de référence CaRB pour les mêmes phrases, pour évaluer les systèmes avec CaRB</translation>
    </message>
    <message>
        <source>&amp;Scorer</source>
        <translation>&amp;Score</translation>
    </message>
    <message>
        <source>Export &amp;All Charts...</source>
        <translation>Exporter &amp;tous les graphiques...</translation>
    </message>
    <message>
        <source>Export Mismatch &amp;Report...</source>
        <translation>Exporter le &amp;rapport des écarts...</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Exporter le tableau</translation>
    </message>
    <message>
        <source>Export All Charts</source>
        <translation>Exporter tous les graphiques</translation>
    </message>
    <message>
        <source>Export Mismatch Report</source>
        <translation>Exporter le rapport des écarts</translation>
    </message>
    <message>
        <source>TSV (*.tsv);;JSON (*.json)</source>
        <translation>TSV (*.tsv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the F1 of every system under every facet</source>
        <translation>Exporter le F1 de chaque système selon chaque facette</translation>
    </message>
    <message>
        <source>F1 under every facet</source>
        <translation>F1 selon chaque facette</translation>
    </message>
    <message>
        <source>FL &amp;Options</source>
        <translation>&amp;Options FL</translation>
    </message>
    <message>
        <source>Matching: %1</source>
        <extracomment>Beside the score table under BenchIE^FL: the matcher&apos;s mode and the heuristics switched off</extracomment>
        <translation>Appariement : %1</translation>
    </message>
    <message>
        <source>CaRB does not judge extractions against synsets: the verdicts and F1 on this page are BenchIE&apos;s, under the facet chosen in the toolbar. The CaRB scores are on the Scores page.</source>
        <translation>CaRB ne juge pas les extractions par rapport aux synsets : les verdicts et les F1 de cette page sont ceux de BenchIE, avec la facette choisie dans la barre d’outils. Les scores CaRB sont sur la page Scores.</translation>
    </message>
    <message>
        <source>OIE2016 Sentences</source>
        <translation>Phrases OIE2016</translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>OIE2016</source>
        <translation>OIE2016</translation>
    </message>
    <message>
        <source>The scorer of the table and chart: BenchIE under the facet of the toolbar, BenchIE^FL&apos;s tolerant matching, CaRB against an attached CaRB gold, or OIE2016 over native system outputs against an attached OIE2016 gold</source>
        <translation>L&apos;évaluateur du tableau et du graphique : BenchIE avec la facette de la barre d&apos;outils, l&apos;appariement tolérant de BenchIE^FL, CaRB avec une référence CaRB jointe, ou OIE2016 sur les sorties natives des systèmes avec une référence OIE2016 jointe</translation>
    </message>
    <message>
        <source>Decimals of P, R and F1 in the tables, copies and exports</source>
        <translation>Décimales de P, R et F1 dans les tableaux, copies et exports</translation>
    </message>
    <message>
        <source>OIE2016 scores its own system files against its own gold: the verdicts on this page are BenchIE&apos;s. What each OIE2016 system matched is on the OIE2016 Sentences page.</source>
        <translation>OIE2016 évalue ses propres fichiers de système avec sa propre référence : les verdicts de cette page sont ceux de BenchIE. Ce que chaque système OIE2016 a apparié figure sur la page Phrases OIE2016.</translation>
    </message>
    <message>
        <source>Eval&amp;uation</source>
        <translation>Évaluati&amp;on</translation>
    </message>
    <message numerus="yes">
        <source>Matcher: %1; %n input message(s)</source>
        <extracomment>Beside the score table under OIE2016: the matcher that ran and how many reading warnings</extracomment>
        <translation>
            <numerusform>Appariement : %1 ; %n message de lecture</numerusform>
            <numerusform>Appariement : %1 ; %n messages de lecture</numerusform>
        </translation>
    </message>
    <message>
        <source>OIE2016 Gold</source>
        <translation>Référence OIE2016</translation>
    </message>
    <message>
        <source>OIE2016 gold (*.oie);;All files (*)</source>
        <translation>Référence OIE2016 (*.oie);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>ReVerb Sentence File</source>
        <translation>Fichier de phrases ReVerb</translation>
    </message>
    <message>
        <source>Sentences, one per line (*.txt);;All files (*)</source>
        <translation>Phrases, une par ligne (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 Output</source>
        <extracomment>%1 is a system name such as OLLIE or ClausIE</extracomment>
        <translation>Sortie de %1</translation>
    </message>
    <message>
        <source>System output (*.txt *.tsv);;All files (*)</source>
        <translation>Sortie de système (*.txt *.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;OIE2016</source>
        <translation>&amp;OIE2016</translation>
    </message>
    <message>
        <source>Attach OIE2016 &amp;Gold...</source>
        <translation>Joindre une référence OIE2016 (&amp;gold)...</translation>
    </message>
    <message>
        <source>An OIE2016 gold (.oie) to score native system outputs as the official scorer does</source>
        <translation>Une référence OIE2016 (.oie) pour évaluer les sorties natives des systèmes comme le fait l&apos;évaluateur officiel</translation>
    </message>
    <message>
        <source>&amp;Add System Output</source>
        <translation>&amp;Ajouter une sortie de système</translation>
    </message>
    <message>
        <source>%1 Output...</source>
        <extracomment>Menu entry: a system output in that system&apos;s native format, e.g. &quot;OLLIE Output...&quot;</extracomment>
        <translation>Sortie de %1...</translation>
    </message>
    <message>
        <source>ReVerb &amp;Sentence File...</source>
        <translation>Fichier de &amp;phrases ReVerb...</translation>
    </message>
    <message>
        <source>The sentence file ReVerb&apos;s sentence numbers point into (raw_sentences/all.txt)</source>
        <translation>Le fichier de phrases auquel renvoient les numéros de phrase de ReVerb (raw_sentences/all.txt)</translation>
    </message>
    <message>
        <source>&amp;Remove System</source>
        <translation>&amp;Retirer un système</translation>
    </message>
    <message>
        <source>Matcher of Today&apos;s Official Code</source>
        <translation>Appariement du code officiel actuel</translation>
    </message>
    <message>
        <source>Matcher Behind the Paper&apos;s 2016 Figures</source>
        <translation>Appariement des chiffres de l&apos;article de 2016</translation>
    </message>
    <message>
        <source>every facet</source>
        <translation>toutes les facettes</translation>
    </message>
    <message>
        <source>&amp;Bootstrap Intervals</source>
        <translation>Intervalles &amp;bootstrap</translation>
    </message>
    <message>
        <source>Co&amp;mpare Systems...</source>
        <translation>Co&amp;mparer les systèmes...</translation>
    </message>
    <message>
        <source>Is one system really better than another? Paired significance tests of every pair of visible systems over the gold sentences</source>
        <translation>Un système est-il vraiment meilleur qu&apos;un autre ? Tests de significativité appariés de chaque paire de systèmes visibles sur les phrases de référence</translation>
    </message>
    <message>
        <source>P, R and F1 (and AUC under CaRB and OIE2016) with their 95% percentile bootstrap intervals over the gold sentences, 10,000 resamples, seed 1: the numbers of oie-score --ci 0.95 (every scorer but BenchIE^FL&apos;s official mode); error bars on the P, R and F1 chart</source>
        <translation>P, R et F1 (et l&apos;AUC avec CaRB et OIE2016) avec leurs intervalles bootstrap percentiles à 95 % sur les phrases de référence, 10 000 rééchantillons, graine 1 : les nombres de oie-score --ci 0.95 (tous les scores sauf le mode officiel de BenchIE^FL) ; barres d&apos;erreur sur le graphique P, R et F1</translation>
    </message>
</context>
<context>
    <name>FacetOverviewModel</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>F1 %1</source>
        <extracomment>Column header of the per-facet overview: F1 under a facet</extracomment>
        <translation>F1 %1</translation>
    </message>
    <message>
        <source>No F1: the gold has no synset under this facet (under Entity: no triple is flagged entity-clean)</source>
        <translation>Pas de F1 : la référence n&apos;a aucun synset sous cette facette (sous Entité : aucun triplet n&apos;est marqué « entités propres »)</translation>
    </message>
</context>
<context>
    <name>FacetText</name>
    <message>
        <source>Default</source>
        <extracomment>Facet (scoring mode) of BenchIE: exact slot-wise matching</extracomment>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: the three slots concatenated</extracomment>
        <translation>Concaténé</translation>
    </message>
    <message>
        <source>Minimal</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots</extracomment>
        <translation>Minimal</translation>
    </message>
    <message>
        <source>Minimal concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots, concatenated</extracomment>
        <translation>Minimal concaténé</translation>
    </message>
    <message>
        <source>Entity</source>
        <extracomment>Facet (scoring mode) of BenchIE: entity-clean triples only</extracomment>
        <translation>Entité</translation>
    </message>
    <message>
        <source>Subject, relation and object each match a gold slot</source>
        <translation>Le sujet, la relation et l&apos;objet correspondent chacun à un champ de la référence</translation>
    </message>
    <message>
        <source>Subject, relation and object joined into one string match a joined gold triple</source>
        <translation>Le sujet, la relation et l&apos;objet, réunis en une seule chaîne, correspondent à un triplet de référence réuni</translation>
    </message>
    <message>
        <source>Only the minimal gold slots count: every optional [bracketed] part removed</source>
        <translation>Seuls les champs de référence minimaux comptent : toutes les parties optionnelles [entre crochets] sont retirées</translation>
    </message>
    <message>
        <source>Minimal gold slots, matched as one joined string</source>
        <translation>Champs de référence minimaux, comparés comme une seule chaîne réunie</translation>
    </message>
    <message>
        <source>Only gold triples whose subject and object are whole entities count</source>
        <translation>Seuls comptent les triplets de référence dont le sujet et l&apos;objet sont des entités entières</translation>
    </message>
</context>
<context>
    <name>FlOptionsMenu</name>
    <message>
        <source>BenchIE^FL &amp;Options</source>
        <translation>&amp;Options de BenchIE^FL</translation>
    </message>
    <message>
        <source>&amp;Principled Matching</source>
        <translation>Appariement &amp;principiel</translation>
    </message>
    <message>
        <source>Match as the benchmark&apos;s rules intend: systems paired with the gold by sentence id, slots read as written</source>
        <translation>Apparier comme le veulent les règles du benchmark : systèmes associés au gold par identifiant de phrase, slots lus tels qu&apos;ils sont écrits</translation>
    </message>
    <message>
        <source>&amp;Official Scorer</source>
        <translation>Évaluateur &amp;officiel</translation>
    </message>
    <message>
        <source>Reproduce the official BenchIE^FL scorer, its accidents included, to get the published numbers</source>
        <translation>Reproduire l&apos;évaluateur officiel de BenchIE^FL, accidents compris, pour obtenir les chiffres publiés</translation>
    </message>
    <message>
        <source>Match Without P&amp;unctuation</source>
        <translation>Apparier sans ponct&amp;uation</translation>
    </message>
    <message>
        <source>Also accept an extraction that equals a gold triple once punctuation is removed</source>
        <translation>Accepter aussi une extraction égale à un triplet gold une fois la ponctuation retirée</translation>
    </message>
    <message>
        <source>&amp;Alternative Formulations</source>
        <translation>Formulations &amp;alternatives</translation>
    </message>
    <message>
        <source>Also accept the gold&apos;s other wordings: &quot;is&quot; relations and conjunction pairs</source>
        <translation>Accepter aussi les autres formulations du gold : relations « is » et paires de conjonctions</translation>
    </message>
    <message>
        <source>&amp;Level of Detail</source>
        <translation>&amp;Niveau de détail</translation>
    </message>
    <message>
        <source>&amp;Correction</source>
        <translation>&amp;Correction</translation>
    </message>
    <message>
        <source>Give each gold cluster to one extraction only; when off, every extraction that matches a cluster is credited</source>
        <translation>N&apos;attribuer chaque cluster gold qu&apos;à une seule extraction ; désactivé, toute extraction qui correspond à un cluster est comptée</translation>
    </message>
    <message>
        <source>Also accept an extraction that states a gold triple in more detail: its arguments hold the gold arguments&apos; words and more</source>
        <translation>Accepter aussi une extraction qui énonce un triplet gold plus en détail : ses arguments contiennent les mots des arguments gold, et d&apos;autres</translation>
    </message>
    <message>
        <source>BenchIE^FL&apos;s mode (principled or official) and its matching heuristics</source>
        <translation>Le mode de BenchIE^FL (principiel ou officiel) et ses heuristiques d&apos;appariement</translation>
    </message>
</context>
<context>
    <name>GoldEditor</name>
    <message>
        <source>Add triple to new synset %1</source>
        <translation>Ajouter le triplet au nouveau synset %1</translation>
    </message>
    <message>
        <source>Add triple to synset %1</source>
        <translation>Ajouter le triplet au synset %1</translation>
    </message>
    <message>
        <source>Replace triple %1 of synset %2</source>
        <translation>Remplacer le triplet %1 du synset %2</translation>
    </message>
    <message>
        <source>Duplicate triple %1 of synset %2</source>
        <translation>Dupliquer le triplet %1 du synset %2</translation>
    </message>
    <message>
        <source>Move triple from synset %1 to a new synset</source>
        <translation>Déplacer le triplet du synset %1 vers un nouveau synset</translation>
    </message>
    <message>
        <source>Move triple from synset %1 to synset %2</source>
        <translation>Déplacer le triplet du synset %1 vers le synset %2</translation>
    </message>
    <message>
        <source>Delete triple %1 of synset %2</source>
        <translation>Supprimer le triplet %1 du synset %2</translation>
    </message>
    <message>
        <source>Delete synset %1</source>
        <translation>Supprimer le synset %1</translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 entity-clean</source>
        <translation>Marquer le triplet %1 du synset %2 « entités propres »</translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 not entity-clean</source>
        <translation>Marquer le triplet %1 du synset %2 « entités non propres »</translation>
    </message>
    <message>
        <source>Reject extraction</source>
        <translation>Rejeter l&apos;extraction</translation>
    </message>
    <message>
        <source>Skip extraction</source>
        <translation>Passer l&apos;extraction</translation>
    </message>
    <message>
        <source>Accept extraction</source>
        <translation>Accepter l&apos;extraction</translation>
    </message>
    <message>
        <source>Accept extraction into synset %1</source>
        <translation>Accepter l&apos;extraction dans le synset %1</translation>
    </message>
    <message numerus="yes">
        <source>Accept draft synset %1 as synset %2 (%n triple(s))</source>
        <translation>
            <numerusform>Accepter le synset brouillon %1 comme synset %2 (%n triplet)</numerusform>
            <numerusform>Accepter le synset brouillon %1 comme synset %2 (%n triplets)</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop draft synset %1</source>
        <translation>Écarter le synset brouillon %1</translation>
    </message>
</context>
<context>
    <name>ImportTextDialog</name>
    <message>
        <source>Import Text</source>
        <translation>Importer un texte</translation>
    </message>
    <message>
        <source>%1 is raw text. Where do its sentences end, and how are its words cut?</source>
        <translation>%1 est du texte brut. Où finissent ses phrases, et comment ses mots sont-ils découpés ?</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Phrases</translation>
    </message>
    <message>
        <source>At every &amp;line break</source>
        <translation>À chaque &amp;saut de ligne</translation>
    </message>
    <message>
        <source>Split &amp;paragraphs (blank lines end them)</source>
        <translation>Découper en &amp;paragraphes (les lignes vides les terminent)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>The defaults are set in Edit &gt; Preferences.</source>
        <translation>Les valeurs par défaut se règlent dans Édition &gt; Préférences.</translation>
    </message>
</context>
<context>
    <name>LintPanel</name>
    <message>
        <source>Compare With Gold...</source>
        <translation>Comparer avec une référence...</translation>
    </message>
    <message>
        <source>Also list the facts this gold lacks and those only it has, against a second gold of the same sentences (oie-score lint --against)</source>
        <translation>Lister aussi les faits absents de cette référence et ceux qu&apos;elle seule contient, par rapport à une seconde référence des mêmes phrases (oie-score lint --against)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Compare With Gold</source>
        <translation>Comparer avec une référence</translation>
    </message>
    <message>
        <source>BenchIE gold or project (*.txt *.json);;All files (*)</source>
        <translation>Référence BenchIE ou projet (*.txt *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>against %1</source>
        <extracomment>Lint dock: &quot;against benchie_fl_gold_300.txt&quot; (the second gold of missing-fact and extra-fact)</extracomment>
        <translation>par rapport à %1</translation>
    </message>
</context>
<context>
    <name>LintTreeModel</name>
    <message>
        <source>%1: skipped (%2)</source>
        <translation>%1 : ignoré (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>sentence %1 (other gold)</source>
        <translation>phrase %1 (autre référence)</translation>
    </message>
    <message>
        <source>sentence %1</source>
        <translation>phrase %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1, synset %2: %3</source>
        <translation>%1, synset %2 : %3</translation>
    </message>
    <message>
        <source>%1, synsets %2: %3</source>
        <translation>%1, synsets %2 : %3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Score the extractions of an OIE system against the gold</source>
        <translation>Évaluer les extractions d&apos;un système OIE par rapport à la référence</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Afficha&amp;ge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About OIE Studio</source>
        <translation>À &amp;propos d&apos;OIE Studio</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>How extractions are matched against the gold</source>
        <translation>Comment les extractions sont comparées à la référence</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Phrases</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>About OIE Studio</source>
        <translation>À propos d&apos;OIE Studio</translation>
    </message>
    <message>
        <source>OIE Studio</source>
        <translation>OIE Studio</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problèmes (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s)</source>
        <translation>
            <numerusform>%n phrase</numerusform>
            <numerusform>%n phrases</numerusform>
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
            <numerusform>%n système</numerusform>
            <numerusform>%n systèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <extracomment>Status bar: &quot;12 sentences, 34 synsets, 2 systems&quot;</extracomment>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;Scores Open Information Extraction systems against fact-based BenchIE gold annotations, under every BenchIE facet.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;Évalue des systèmes d&apos;extraction d&apos;information ouverte à l&apos;aide des annotations de référence BenchIE fondées sur les faits, selon chaque facette de BenchIE.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Annoter</translation>
    </message>
    <message>
        <source>scored in %1 ms</source>
        <extracomment>Status bar: time the last scoring (or rescoring after an edit) took</extracomment>
        <translation>évalué en %1 ms</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open a BenchIE gold annotation file or an OIE Studio project</source>
        <translation>Ouvrir un fichier d’annotations gold BenchIE ou un projet OIE Studio</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Navigate</source>
        <translation>&amp;Navigation</translation>
    </message>
    <message>
        <source>Eva&amp;luate</source>
        <translation>Éva&amp;luer</translation>
    </message>
    <message>
        <source>%1[*] - OIE Studio</source>
        <translation>%1[*] - OIE Studio</translation>
    </message>
    <message>
        <source>&amp;Save Project</source>
        <translation>&amp;Enregistrer le projet</translation>
    </message>
    <message>
        <source>Save Project &amp;As...</source>
        <translation>Enregistrer le projet &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Export BenchIE Gold...</source>
        <translation>Exporter le gold &amp;BenchIE...</translation>
    </message>
    <message>
        <source>Export E&amp;ntity Gold...</source>
        <translation>Exporter le gold des e&amp;ntités...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Edit menu: &quot;Undo Add triple to synset 3&quot;</extracomment>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Edit menu: &quot;Redo Add triple to synset 3&quot;</extracomment>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Préférences...</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>%1 - unsaved changes</source>
        <translation>%1 - modifications non enregistrées</translation>
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
        <translation>Ajouter une sor&amp;tie de système...</translation>
    </message>
    <message>
        <source>Face&amp;t:</source>
        <extracomment>The mnemonic must differ from the menus&apos; (File, Edit, Navigate, View, Evaluate, Help) and the tabs&apos;</extracomment>
        <translation>Face&amp;tte :</translation>
    </message>
    <message>
        <source>ROBU&amp;ST</source>
        <translation>ROBU&amp;ST</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>Rév&amp;iser</translation>
    </message>
    <message>
        <source>A&amp;gree</source>
        <translation>A&amp;ccord</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>F&amp;usionner</translation>
    </message>
    <message>
        <source>Rev&amp;iew</source>
        <translation>&amp;Révision</translation>
    </message>
    <message>
        <source>Facets are BenchIE&apos;s: the scorer chosen on the Evaluate tab has none</source>
        <translation>Les facettes sont celles de BenchIE : l&apos;évaluateur choisi dans l&apos;onglet Évaluer n&apos;en a pas</translation>
    </message>
    <message>
        <source>No gold triple is marked entity-clean yet: mark some (Edit menu) to score under this facet</source>
        <translation>Aucun triplet de référence n&apos;est encore marqué « entités propres » : marquez-en (menu Édition) pour évaluer sous cette facette</translation>
    </message>
    <message>
        <source>Entity facet: no gold triple is marked entity-clean, every score is 0</source>
        <translation>Facette entités : aucun triplet de référence n&apos;est marqué « entités propres », tous les scores sont 0</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>Export Gold in Ann&amp;IE Notation...</source>
        <translation>Exporter le gold en notation Ann&amp;IE...</translation>
    </message>
</context>
<context>
    <name>MergeWorkspace</name>
    <message>
        <source>Open Annotator B...</source>
        <translation>Ouvrir l&apos;annotateur B...</translation>
    </message>
    <message>
        <source>Save Merge Log...</source>
        <translation>Enregistrer le journal...</translation>
    </message>
    <message>
        <source>Open a second annotator&apos;s gold or project to merge it into the open gold.</source>
        <translation>Ouvrez la référence ou le projet d&apos;un second annotateur pour le fusionner dans la référence ouverte.</translation>
    </message>
    <message>
        <source>Items of this sentence</source>
        <translation>Éléments de cette phrase</translation>
    </message>
    <message>
        <source>Pairing problems</source>
        <translation>Problèmes d&apos;appariement</translation>
    </message>
    <message>
        <source>The merged synset, one triple per line (subject --&gt; relation --&gt; object)</source>
        <translation>Le synset fusionné, un triplet par ligne (sujet --&gt; relation --&gt; objet)</translation>
    </message>
    <message>
        <source>Note for this decision (optional)</source>
        <translation>Note pour cette décision (facultative)</translation>
    </message>
    <message>
        <source>Take A</source>
        <translation>Prendre A</translation>
    </message>
    <message>
        <source>Take B</source>
        <translation>Prendre B</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Keep Both</source>
        <translation>Garder les deux</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <source>Apply Edit</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Next Unresolved</source>
        <translation>Suivant non résolu</translation>
    </message>
    <message>
        <source>A (the open gold)</source>
        <translation>A (la référence ouverte)</translation>
    </message>
    <message>
        <source>B (the other annotator)</source>
        <translation>B (l&apos;autre annotateur)</translation>
    </message>
    <message>
        <source>Edit (Ctrl+Return applies):</source>
        <translation>Modification (Ctrl+Return applique) :</translation>
    </message>
    <message>
        <source>Open a gold (annotator A) before merging another one into it.</source>
        <translation>Ouvrez une référence (annotateur A) avant d&apos;y fusionner une autre.</translation>
    </message>
    <message>
        <source>Merging %1 (B) into %2 (A)</source>
        <translation>Fusion de %1 (B) dans %2 (A)</translation>
    </message>
    <message>
        <source>Open Annotator B</source>
        <translation>Ouvrir l&apos;annotateur B</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>Fichiers de référence BenchIE et projets OIE Studio (*.txt *.oieproj);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>No merge is open.</source>
        <translation>Aucune fusion n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>Saved the merge log to %1</source>
        <translation>Journal de fusion enregistré dans %1</translation>
    </message>
    <message>
        <source>Save Merge Log</source>
        <translation>Enregistrer le journal de fusion</translation>
    </message>
    <message>
        <source>TSV files (*.tsv)</source>
        <translation>Fichiers TSV (*.tsv)</translation>
    </message>
    <message>
        <source>Every disagreement is decided.</source>
        <translation>Tous les désaccords sont tranchés.</translation>
    </message>
    <message>
        <source>line %1: a triple needs subject --&gt; relation --&gt; object</source>
        <translation>ligne %1 : un triplet doit avoir la forme sujet --&gt; relation --&gt; objet</translation>
    </message>
    <message>
        <source>the edited synset has no triple (Drop removes the item)</source>
        <translation>le synset modifié n&apos;a aucun triplet (Écarter supprime l&apos;élément)</translation>
    </message>
    <message>
        <source>Merge sentence %1: %2 (%3)</source>
        <translation>Fusionner la phrase %1 : %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Sentence %1 of %2 (id %3): %4</source>
        <translation>Phrase %1 sur %2 (id %3) : %4</translation>
    </message>
    <message>
        <source> ✓ decided</source>
        <translation> ✓ tranché</translation>
    </message>
    <message>
        <source> • to decide</source>
        <translation> • à trancher</translation>
    </message>
    <message>
        <source>A %1 | B %2: %3%4</source>
        <translation>A %1 | B %2 : %3%4</translation>
    </message>
    <message>
        <source>(no synset for this fact)</source>
        <translation>(aucun synset pour ce fait)</translation>
    </message>
    <message>
        <source>Synset %1</source>
        <translation>Synset %1</translation>
    </message>
    <message>
        <source>Nothing to merge in this sentence.</source>
        <translation>Rien à fusionner dans cette phrase.</translation>
    </message>
    <message>
        <source>nothing to decide</source>
        <translation>rien à trancher</translation>
    </message>
    <message>
        <source>decided</source>
        <translation>tranché</translation>
    </message>
    <message>
        <source>to decide</source>
        <translation>à trancher</translation>
    </message>
    <message>
        <source>optional marks differ</source>
        <translation>marques optionnelles différentes</translation>
    </message>
    <message>
        <source>only this side</source>
        <translation>de ce côté seulement</translation>
    </message>
    <message>
        <source>%1 decided, %2 left</source>
        <translation>%1 tranchés, %2 restants</translation>
    </message>
</context>
<context>
    <name>MismatchBrowser</name>
    <message>
        <source>Search sentences or ids</source>
        <translation>Chercher des phrases ou des identifiants</translation>
    </message>
    <message>
        <source>Some F1 below</source>
        <translation>Un F1 inférieur à</translation>
    </message>
    <message>
        <source>Systems disagree</source>
        <translation>Systèmes en désaccord</translation>
    </message>
    <message>
        <source>Synset covered by no system</source>
        <translation>Synset couvert par aucun système</translation>
    </message>
    <message>
        <source>Export Report...</source>
        <translation>Exporter le rapport...</translation>
    </message>
    <message>
        <source>Every extraction of every visible system with its verdict, synset, closest gold triple and slot pattern, as TSV or JSON</source>
        <translation>Chaque extraction de chaque système visible avec son verdict, son synset, le triplet de référence le plus proche et le motif des champs, en TSV ou JSON</translation>
    </message>
</context>
<context>
    <name>MismatchSentenceModel</name>
    <message>
        <source>%1 in this sentence: TP %2, FP %3, FN %4, F1 %5</source>
        <extracomment>Tooltip of a system&apos;s cell in the sentence list</extracomment>
        <translation>%1 dans cette phrase : VP %2, FP %3, FN %4, F1 %5</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id.</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>F1 of %1 in each sentence (TP, FP and FN in the cell&apos;s tooltip)</source>
        <translation>F1 de %1 dans chaque phrase (VP, FP et FN dans l&apos;infobulle de la cellule)</translation>
    </message>
</context>
<context>
    <name>Oie2016MatchBrowser</name>
    <message>
        <source>Add OIE2016 system outputs to see what each matched.</source>
        <translation>Ajoutez des sorties de système OIE2016 pour voir ce que chacune a apparié.</translation>
    </message>
    <message>
        <source>Attach an OIE2016 gold (.oie) and system outputs (Evaluation menu) to see what each system matched.</source>
        <translation>Joignez une référence OIE2016 (.oie) et des sorties de système (menu Évaluation) pour voir ce que chaque système a apparié.</translation>
    </message>
    <message>
        <source>%1. [%2/%3] %4</source>
        <extracomment>A gold sentence in the OIE2016 browser: its number, how many of its gold extractions some system matched, and its text</extracomment>
        <translation>%1. [%2/%3] %4</translation>
    </message>
    <message>
        <source>%1 gold sentences of %2, %3; [matched/gold] counts the gold extractions that at least one system matched</source>
        <translation>%1 phrases de référence sur %2, %3 ; [appariées/référence] compte les extractions de référence appariées par au moins un système</translation>
    </message>
    <message>
        <source>Gold extraction</source>
        <translation>Extraction de référence</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>not scored (another gold sentence has the same key)</source>
        <extracomment>A gold extraction the official scorer skips: another sentence has the same key</extracomment>
        <translation>non évaluée (une autre phrase de référence a la même clé)</translation>
    </message>
    <message>
        <source>✗ not matched</source>
        <translation>✗ non appariée</translation>
    </message>
    <message>
        <source>✓ line %1: %2 (confidence %3)</source>
        <extracomment>The system extraction credited with a gold extraction: its line, words and confidence</extracomment>
        <translation>✓ ligne %1 : %2 (confiance %3)</translation>
    </message>
</context>
<context>
    <name>Oie2016TableModel</name>
    <message>
        <source>none</source>
        <extracomment>The best-F1 point is the appended (P 1, R 0) row, which has no threshold</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1
%2 of %3 gold extractions matched; %4 of the %5 extractions fall on gold sentences</source>
        <translation>%1
%2 des %3 extractions de référence appariées ; %4 des %5 extractions tombent sur des phrases de référence</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>The native output format the file was read as</source>
        <translation>Le format de sortie natif selon lequel le fichier a été lu</translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>Column header: the number of extractions a system produced</extracomment>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Extractions the official reader keeps from the file</source>
        <translation>Extractions que le lecteur officiel garde du fichier</translation>
    </message>
    <message>
        <source>Matched</source>
        <translation>Appariées</translation>
    </message>
    <message>
        <source>Gold extractions credited to one of the system&apos;s extractions</source>
        <translation>Extractions de référence attribuées à l&apos;une des extractions du système</translation>
    </message>
    <message>
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <source>Area under the precision-recall curve the official scorer writes</source>
        <translation>Aire sous la courbe précision-rappel qu&apos;écrit l&apos;évaluateur officiel</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>At the best-F1 point of the curve</source>
        <translation>Au point de meilleur F1 de la courbe</translation>
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
        <translation>Seuil</translation>
    </message>
    <message>
        <source>The confidence threshold of the best-F1 point (extractions at or above it are kept)</source>
        <translation>Le seuil de confiance du point de meilleur F1 (les extractions à ce seuil ou au-dessus sont gardées)</translation>
    </message>
</context>
<context>
    <name>PlotBuilder</name>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>Chart tooltip: &quot;series, category: value&quot;</extracomment>
        <translation>%1, %2 : %3</translation>
    </message>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <extracomment>Curve tooltip: &quot;system: x label x, y label y&quot;</extracomment>
        <translation>%1 : %2 %3, %4 %5</translation>
    </message>
</context>
<context>
    <name>PosColors</name>
    <message>
        <source>Verb</source>
        <translation>Verbe</translation>
    </message>
    <message>
        <source>Noun</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Proper noun</source>
        <translation>Nom propre</translation>
    </message>
    <message>
        <source>Adjective</source>
        <translation>Adjectif</translation>
    </message>
    <message>
        <source>Adverb</source>
        <translation>Adverbe</translation>
    </message>
    <message>
        <source>Pronoun</source>
        <translation>Pronom</translation>
    </message>
    <message>
        <source>Determiner</source>
        <translation>Déterminant</translation>
    </message>
    <message>
        <source>Preposition</source>
        <translation>Préposition</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Conjunction</source>
        <translation>Conjonction</translation>
    </message>
    <message>
        <source>Particle</source>
        <translation>Particule</translation>
    </message>
    <message>
        <source>Punctuation</source>
        <translation>Ponctuation</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>Verbs and nouns</source>
        <translation>Verbes et noms</translation>
    </message>
    <message>
        <source>All parts of speech</source>
        <translation>Toutes les catégories</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Named entities (proper nouns)</source>
        <translation>Entités nommées (noms propres)</translation>
    </message>
</context>
<context>
    <name>PosTagger</name>
    <message>
        <source>The POS tagger&apos;s model %1 cannot be read (%2). Install the Debian package liblingua-en-tagger-perl or set OIE_TAGGER_DIR; sentences stay untagged.</source>
        <translation>Le modèle de l’étiqueteur morphosyntaxique %1 est illisible (%2). Installez le paquet Debian liblingua-en-tagger-perl ou définissez OIE_TAGGER_DIR ; les phrases restent sans étiquettes.</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model in %1 has no usable tables; sentences stay untagged.</source>
        <translation>Le modèle de l’étiqueteur dans %1 n’a aucune table utilisable ; les phrases restent sans étiquettes.</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model is not loaded; sentences stay untagged.</source>
        <translation>Le modèle de l’étiqueteur n’est pas chargé ; les phrases restent sans étiquettes.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Token &amp;colours:</source>
        <translation>&amp;Couleurs des tokens :</translation>
    </message>
    <message>
        <source>Show part-of-speech &amp;labels</source>
        <translation>Afficher les &amp;étiquettes morphosyntaxiques</translation>
    </message>
    <message>
        <source>Show token &amp;indices</source>
        <translation>Afficher les &amp;indices des tokens</translation>
    </message>
    <message>
        <source>Sentence order</source>
        <translation>Ordre de la phrase</translation>
    </message>
    <message>
        <source>Click order</source>
        <translation>Ordre des clics</translation>
    </message>
    <message>
        <source>Slot &amp;words in:</source>
        <translation>Ordre des &amp;mots :</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Par défaut du système</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>&amp;Taille de police :</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Author of edits:</source>
        <translation>&amp;Auteur des modifications :</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Only when the window loses focus</source>
        <translation>Seulement quand la fenêtre perd le focus</translation>
    </message>
    <message>
        <source>How often unsaved changes are copied to a recovery file</source>
        <translation>Fréquence de copie des modifications non enregistrées dans un fichier de récupération</translation>
    </message>
    <message>
        <source>Auto&amp;save every:</source>
        <translation>Enregistrement &amp;auto. toutes les :</translation>
    </message>
    <message>
        <source>The interface language, applied at once when you press OK</source>
        <translation>La langue de l&apos;interface, appliquée dès que vous cliquez sur OK</translation>
    </message>
    <message>
        <source>Suggest as optional:</source>
        <translation>Suggérer comme optionnels :</translation>
    </message>
    <message>
        <source>Raw text import:</source>
        <translation>Import de texte brut :</translation>
    </message>
    <message>
        <source>The chips put articles (a, an, the) in o&amp;ptional: [the]</source>
        <translation>Les puces insèrent les articles (a, an, the) en o&amp;ptionnel : [the]</translation>
    </message>
    <message>
        <source>Space, a click, a range and Shift+Space put an article no slot holds in brackets, a group of its own, as the guidelines write determiners; ] on it makes it plain again</source>
        <translation>Espace, un clic, une plage et Maj+Espace insèrent un article qu&apos;aucun emplacement ne contient entre crochets, un groupe à lui seul, comme les consignes écrivent les déterminants ; ] dessus le rend de nouveau simple</translation>
    </message>
    <message>
        <source>The chips put in optional the words this gold usually &amp;brackets: [also]</source>
        <translation>Les puces insèrent en optionnel les mots que ce gold met souvent entre cr&amp;ochets : [also]</translation>
    </message>
    <message>
        <source>Learned from the gold as it grows: a word bracketed alone in at least %1 sentences and in %2% of the slots that hold it is put in brackets by Space, a range and Shift+Space, as articles are; ] on it makes it plain again</source>
        <translation>Appris du gold à mesure qu’il grandit : un mot mis seul entre crochets dans au moins %1 phrases et dans %2 % des slots qui le contiennent est mis entre crochets par Espace, une plage et Maj+Espace, comme les articles ; ] dessus le rend de nouveau normal</translation>
    </message>
    <message>
        <source>%1 ... (%2 in all)</source>
        <translation>%1 ... (%2 en tout)</translation>
    </message>
    <message>
        <source>Learned from this gold so far: none yet</source>
        <translation>Appris de ce gold jusqu’ici : aucun pour l’instant</translation>
    </message>
    <message>
        <source>Learned from this gold so far: %1</source>
        <translation>Appris de ce gold jusqu’ici : %1</translation>
    </message>
    <message>
        <source>So are the sentence&apos;s adverbs (probably, subsequently; not never, barely) while the gold brackets %1% of those suggested, as the English BenchIE gold does</source>
        <translation>De même pour les adverbes de la phrase (probably, subsequently ; pas never, barely) tant que le gold met entre crochets %1 % de ceux suggérés, comme le gold anglais de BenchIE</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <extracomment>Recent files menu entry: &quot;&amp;1 gold.txt&quot;</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>Cannot create the recovery folder %1</source>
        <translation>Impossible de créer le dossier de récupération %1</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: the project could not be serialized</source>
        <translation>Impossible d’écrire le fichier de récupération : le projet n’a pas pu être sérialisé</translation>
    </message>
</context>
<context>
    <name>ReviewTableModel</name>
    <message>
        <source>to judge</source>
        <translation>à juger</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>passée</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>acceptée</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rejetée</translation>
    </message>
    <message>
        <source>no gold triple</source>
        <translation>aucun triplet de référence</translation>
    </message>
    <message>
        <source>synset %1 · %2</source>
        <translation>synset %1 · %2</translation>
    </message>
    <message>
        <source>The synset of the closest gold triple and its slot pattern (1 = the slot agrees: subject, relation, object)</source>
        <translation>Le synset du triplet de référence le plus proche et son motif des champs (1 = le champ concorde : sujet, relation, objet)</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Sujet</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Closest</source>
        <translation>Plus proche</translation>
    </message>
</context>
<context>
    <name>ReviewWorkspace</name>
    <message>
        <source>&amp;Accept into Active Synset</source>
        <translation>&amp;Accepter dans le synset actif</translation>
    </message>
    <message>
        <source>Accept into &amp;New Synset</source>
        <translation>Accepter dans un &amp;nouveau synset</translation>
    </message>
    <message>
        <source>Accept into &amp;Closest Synset</source>
        <translation>Accepter dans le synset le plus &amp;proche</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>&amp;Rejeter</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>&amp;Edit, then Accept</source>
        <translation>&amp;Modifier, puis accepter</translation>
    </message>
    <message>
        <source>Open the extraction in the Annotate tab&apos;s slots to mark optional words; adding it there accepts it</source>
        <translation>Ouvrir l&apos;extraction dans les emplacements de l&apos;onglet Annoter pour marquer les mots optionnels ; l&apos;y ajouter l&apos;accepte</translation>
    </message>
    <message>
        <source>Add the extraction, aligned to the sentence&apos;s tokens, to the synset chosen below</source>
        <translation>Ajouter l&apos;extraction, alignée sur les tokens de la phrase, au synset choisi ci-dessous</translation>
    </message>
    <message>
        <source>Add the extraction to the synset of its closest gold triple</source>
        <translation>Ajouter l&apos;extraction au synset de son triplet de référence le plus proche</translation>
    </message>
    <message>
        <source>Judge the extraction incorrect: it is not asked again</source>
        <translation>Juger l&apos;extraction incorrecte : elle n&apos;est plus proposée</translation>
    </message>
    <message>
        <source>Leave the extraction for later</source>
        <translation>Garder l&apos;extraction pour plus tard</translation>
    </message>
    <message>
        <source>To judge</source>
        <translation>À juger</translation>
    </message>
    <message>
        <source>Not seen yet</source>
        <translation>Pas encore vues</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Passées</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Acceptées</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejetées</translation>
    </message>
    <message>
        <source>Judged</source>
        <translation>Jugées</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>This sentence &amp;only</source>
        <translation>Cette phrase &amp;seulement</translation>
    </message>
    <message>
        <source>Show only the extractions of the sentence selected in the sentence list</source>
        <translation>N&apos;afficher que les extractions de la phrase choisie dans la liste des phrases</translation>
    </message>
    <message>
        <source>&amp;Judgment Files</source>
        <translation>Fichiers de &amp;jugements</translation>
    </message>
    <message>
        <source>Attach &amp;Reference...</source>
        <translation>Joindre une &amp;référence...</translation>
    </message>
    <message>
        <source>A CaRB gold (tab format), a BenchIE system file or another gold, to review its triples that match no synset</source>
        <translation>Une référence CaRB (format tabulé), un fichier de système BenchIE ou une autre référence, pour réviser ses triplets qui ne correspondent à aucun synset</translation>
    </message>
    <message>
        <source>&amp;Export Judgments...</source>
        <translation>&amp;Exporter les jugements...</translation>
    </message>
    <message>
        <source>Every judgment as TSV: extraction, verdict, synset, sources, reviewer, time</source>
        <translation>Tous les jugements en TSV : extraction, verdict, synset, sources, réviseur, heure</translation>
    </message>
    <message>
        <source>&amp;Compare Two Reviewers...</source>
        <translation>&amp;Comparer deux réviseurs...</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between two judgment files, with their disagreements</source>
        <translation>Kappa de Cohen entre deux fichiers de jugements, avec leurs désaccords</translation>
    </message>
    <message>
        <source>Sour&amp;ce:</source>
        <translation>Sour&amp;ce :</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Affic&amp;her :</translation>
    </message>
    <message>
        <source>Active s&amp;ynset:</source>
        <translation>S&amp;ynset actif :</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>Toutes les sources</translation>
    </message>
    <message>
        <source>%1 of %2 judged</source>
        <translation>%1 sur %2 jugées</translation>
    </message>
    <message>
        <source>Nothing to review: open a gold, then add system outputs or attach a reference.</source>
        <translation>Rien à réviser : ouvrez un fichier gold, puis ajoutez des sorties de système ou joignez une référence.</translation>
    </message>
    <message>
        <source>Select an extraction to judge it.</source>
        <translation>Sélectionnez une extraction pour la juger.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sentence %1&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;Phrase %1&lt;/b&gt; (%2) : %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Extraction&lt;/b&gt; %1 &amp;rarr; %2 &amp;rarr; %3 &amp;nbsp;&amp;middot;&amp;nbsp; %4: %5 &amp;nbsp;&amp;middot;&amp;nbsp; %6</source>
        <translation>&lt;b&gt;Extraction&lt;/b&gt; %1 &amp;rarr; %2 &amp;rarr; %3 &amp;nbsp;&amp;middot;&amp;nbsp; %4 : %5 &amp;nbsp;&amp;middot;&amp;nbsp; %6</translation>
    </message>
    <message>
        <source>from</source>
        <translation>provenance</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest&lt;/b&gt;: the sentence has no gold triple.</source>
        <translation>&lt;b&gt;Plus proche&lt;/b&gt; : la phrase n&apos;a aucun triplet de référence.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest&lt;/b&gt; synset %1, triple %2: %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;Plus proche&lt;/b&gt; : synset %1, triplet %2 : %3&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: P %2 · R %3 (TP %4, FP %5)</source>
        <translation>%1 : P %2 · R %3 (VP %4, FP %5)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores now&lt;/b&gt; </source>
        <translation>&lt;b&gt;Scores actuels&lt;/b&gt;  </translation>
    </message>
    <message>
        <source>Attach Reference for Review</source>
        <translation>Joindre une référence à réviser</translation>
    </message>
    <message>
        <source>Gold and system files (*.txt *.tsv *.oieproj);;All files (*)</source>
        <translation>Fichiers de référence et de système (*.txt *.tsv *.oieproj);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export Judgments</source>
        <translation>Exporter les jugements</translation>
    </message>
    <message>
        <source>Tab-separated values (*.tsv);;All files (*)</source>
        <translation>Valeurs séparées par des tabulations (*.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Judgments (*.tsv);;All files (*)</source>
        <translation>Jugements (*.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Judgments of the First Reviewer</source>
        <translation>Jugements du premier réviseur</translation>
    </message>
    <message>
        <source>Judgments of the Second Reviewer</source>
        <translation>Jugements du second réviseur</translation>
    </message>
    <message>
        <source>Agreement of Two Reviewers</source>
        <translation>Accord de deux réviseurs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cohen&apos;s kappa %1&lt;/b&gt; over %2 extractions both judged (observed agreement %3, expected %4).&lt;br&gt;Left out: %5 skipped by one of them, %6 judged only in %7, %8 only in %9.</source>
        <translation>&lt;b&gt;Kappa de Cohen %1&lt;/b&gt; sur %2 extractions jugées par les deux (accord observé %3, attendu %4).&lt;br&gt;Laissées de côté : %5 passées par l&apos;un d&apos;eux, %6 jugées seulement dans %7, %8 seulement dans %9.</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>indéfini</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Sujet</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objet</translation>
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
        <translation>originale</translation>
    </message>
    <message>
        <source>paraphrase %1</source>
        <translation>paraphrase %1</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>pire</translation>
    </message>
    <message>
        <source>Not scored: %1&apos;s file does not list this sentence (the official scorer walks the system file)</source>
        <translation>Non évaluée : le fichier de %1 ne liste pas cette phrase (l&apos;évaluateur officiel parcourt le fichier du système)</translation>
    </message>
    <message>
        <source>%1: AUC %2, P %3, R %4, F1 %5; the clique&apos;s F1 variance %6%7</source>
        <translation>%1 : AUC %2, P %3, R %4, F1 %5 ; variance de F1 de la clique %6%7</translation>
    </message>
    <message>
        <source>; the worst sentence of the clique (its ROBUST score)</source>
        <translation>; la pire phrase de la clique (son score ROBUST)</translation>
    </message>
    <message>
        <source>Clique</source>
        <translation>Clique</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>Phrase</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
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
        <translation>%1 pire</translation>
    </message>
    <message>
        <source>The sentence of lowest F1 in the clique (the first in the system file&apos;s order on ties): the clique&apos;s ROBUST score</source>
        <translation>La phrase de plus faible F1 de la clique (la première dans l&apos;ordre du fichier du système en cas d&apos;égalité) : le score ROBUST de la clique</translation>
    </message>
    <message>
        <source>CaRB on this sentence alone, at its F1-optimal point, rounded to 3 decimals as CaRB returns it</source>
        <translation>CaRB sur cette seule phrase, à son point optimal pour F1, arrondi à 3 décimales comme CaRB le renvoie</translation>
    </message>
</context>
<context>
    <name>RobustTable2Model</name>
    <message>
        <source>nan: P + R = 0, as the official scorer prints it</source>
        <translation>nan : P + R = 0, comme l&apos;affiche l&apos;évaluateur officiel</translation>
    </message>
    <message>
        <source>CaRB on the original sentences only: means over cliques, F1 from the mean P and R</source>
        <translation>CaRB sur les phrases originales seulement : moyennes sur les cliques, F1 tiré des P et R moyens</translation>
    </message>
    <message>
        <source>ROBUST: each clique scored as its sentence of lowest F1; means over cliques, F1 from the mean P and R</source>
        <translation>ROBUST : chaque clique évaluée par sa phrase de plus faible F1 ; moyennes sur les cliques, F1 tiré des P et R moyens</translation>
    </message>
    <message>
        <source>ROBUST minus CaRB: negative is a drop</source>
        <translation>ROBUST moins CaRB : une valeur négative est une baisse</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Cliques</source>
        <translation>Cliques</translation>
    </message>
    <message>
        <source>Cliques scored: those of the system file that the gold has</source>
        <translation>Cliques évaluées : celles du fichier du système présentes dans la référence</translation>
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
        <translation>ΔF1 en pourcentage du F1 de CaRB</translation>
    </message>
</context>
<context>
    <name>RobustWorkspace</name>
    <message>
        <source>CaRB vs ROBUST (the paper&apos;s Table 2)</source>
        <translation>CaRB vs ROBUST (tableau 2 de l&apos;article)</translation>
    </message>
    <message>
        <source>Means over each system file&apos;s cliques; F1 from the mean P and R; Δ = ROBUST − CaRB; nan where P + R = 0, as the official scorer prints it.</source>
        <translation>Moyennes sur les cliques de chaque fichier de système ; F1 tiré des P et R moyens ; Δ = ROBUST − CaRB ; nan quand P + R = 0, comme l&apos;affiche l&apos;évaluateur officiel.</translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation>Décimales :</translation>
    </message>
    <message>
        <source>Decimals of the exported tables</source>
        <translation>Décimales des tableaux exportés</translation>
    </message>
    <message>
        <source>Export Table...</source>
        <translation>Exporter le tableau...</translation>
    </message>
    <message>
        <source>Cliques</source>
        <translation>Cliques</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>Système :</translation>
    </message>
    <message>
        <source>Worst sentences only</source>
        <translation>Pires phrases seulement</translation>
    </message>
    <message>
        <source>Only the sentence each clique&apos;s ROBUST score comes from (of the shown systems)</source>
        <translation>Seulement la phrase d&apos;où vient le score ROBUST de chaque clique (parmi les systèmes affichés)</translation>
    </message>
    <message>
        <source>Filter sentences</source>
        <translation>Filtrer les phrases</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>Exporter...</translation>
    </message>
    <message>
        <source>The clique table as shown (system and filters), as LaTeX, CSV or TSV</source>
        <translation>Le tableau des cliques tel qu&apos;affiché (système et filtres), en LaTeX, CSV ou TSV</translation>
    </message>
    <message>
        <source>F1 variance within cliques (the paper&apos;s Figure 5a)</source>
        <translation>Variance de F1 au sein des cliques (figure 5a de l&apos;article)</translation>
    </message>
    <message>
        <source>Bin width:</source>
        <translation>Largeur des classes :</translation>
    </message>
    <message>
        <source>Export Chart...</source>
        <translation>Exporter le graphique...</translation>
    </message>
    <message>
        <source>&amp;ROBUST</source>
        <translation>&amp;ROBUST</translation>
    </message>
    <message>
        <source>Open ROBUST &amp;Gold...</source>
        <translation>Ouvrir une référence ROBUST (&amp;gold)...</translation>
    </message>
    <message>
        <source>A ROBUST gold: a JSON list of cliques (an original sentence, its tuples, its paraphrases)</source>
        <translation>Une référence ROBUST : une liste JSON de cliques (une phrase originale, ses tuples, ses paraphrases)</translation>
    </message>
    <message>
        <source>&amp;Add ROBUST System...</source>
        <translation>&amp;Ajouter un système ROBUST...</translation>
    </message>
    <message>
        <source>A system&apos;s extractions for the same cliques, in the same JSON shape</source>
        <translation>Les extractions d&apos;un système pour les mêmes cliques, dans la même forme JSON</translation>
    </message>
    <message>
        <source>&amp;Remove ROBUST System</source>
        <translation>&amp;Retirer le système ROBUST</translation>
    </message>
    <message>
        <source>Remove the system selected in the CaRB vs ROBUST table</source>
        <translation>Retirer le système choisi dans le tableau CaRB vs ROBUST</translation>
    </message>
    <message>
        <source>Export &amp;Table 2...</source>
        <translation>Exporter le &amp;tableau 2...</translation>
    </message>
    <message>
        <source>Export &amp;Clique Table...</source>
        <translation>Exporter le tableau des &amp;cliques...</translation>
    </message>
    <message>
        <source>Export &amp;Variance Chart...</source>
        <translation>Exporter le graphique de &amp;variance...</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>Tous les systèmes</translation>
    </message>
    <message>
        <source>Open a ROBUST gold (Evaluation &gt; ROBUST &gt; Open ROBUST Gold, or oie-studio --robust-gold FILE), then its systems&apos; files.</source>
        <translation>Ouvrez une référence ROBUST (Évaluation &gt; ROBUST &gt; Ouvrir une référence ROBUST (gold), ou oie-studio --robust-gold FICHIER), puis les fichiers de ses systèmes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · cliques: %2 · sentences: %3 · systems: %4</source>
        <extracomment>ROBUST tab caption: the gold file&apos;s name, then counts</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; · cliques : %2 · phrases : %3 · systèmes : %4</translation>
    </message>
    <message>
        <source>%1
Each sentence is scored alone with CaRB; a clique scores as its sentence of lowest F1, as the official robust_scorer.py does.</source>
        <translation>%1
Chaque phrase est évaluée seule avec CaRB ; une clique prend le score de sa phrase de plus faible F1, comme le fait le robust_scorer.py officiel.</translation>
    </message>
    <message>
        <source>Cliques by the variance of F1</source>
        <translation>Cliques selon la variance de F1</translation>
    </message>
    <message>
        <source>Variance of F1 within a clique (bins of %1)</source>
        <translation>Variance de F1 au sein d&apos;une clique (classes de %1)</translation>
    </message>
    <message>
        <source>np.var of the F1 of each clique&apos;s sentences</source>
        <translation>np.var du F1 des phrases de chaque clique</translation>
    </message>
    <message>
        <source>ROBUST Gold</source>
        <translation>Référence ROBUST</translation>
    </message>
    <message>
        <source>ROBUST JSON (*.json);;All files (*)</source>
        <translation>ROBUST JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>ROBUST System</source>
        <translation>Système ROBUST</translation>
    </message>
    <message>
        <source>Export Clique Table</source>
        <translation>Exporter le tableau des cliques</translation>
    </message>
    <message>
        <source>Export Table 2</source>
        <translation>Exporter le tableau 2</translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message numerus="yes">
        <source>%n extraction(s) of sentences outside the gold ignored</source>
        <translation>
            <numerusform>%n extraction de phrases hors de la référence ignorée</numerusform>
            <numerusform>%n extractions de phrases hors de la référence ignorées</numerusform>
        </translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>Extractions</translation>
    </message>
    <message>
        <source>TP</source>
        <extracomment>Column header: true positives (keep it short)</extracomment>
        <translation>VP</translation>
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
        <translation>Extractions lues dans la sortie du système</translation>
    </message>
    <message>
        <source>True positives: gold synsets covered by a correct extraction</source>
        <translation>Vrais positifs : synsets de référence couverts par une extraction correcte</translation>
    </message>
    <message>
        <source>False positives: incorrect extractions</source>
        <translation>Faux positifs : extractions incorrectes</translation>
    </message>
    <message>
        <source>False negatives: gold synsets no extraction covers</source>
        <translation>Faux négatifs : synsets de référence qu&apos;aucune extraction ne couvre</translation>
    </message>
    <message>
        <source>Precision: TP / (TP + FP)</source>
        <translation>Précision : VP / (VP + FP)</translation>
    </message>
    <message>
        <source>Recall: TP / (TP + FN)</source>
        <translation>Rappel : VP / (VP + FN)</translation>
    </message>
    <message>
        <source>F1: harmonic mean of precision and recall</source>
        <translation>F1 : moyenne harmonique de la précision et du rappel</translation>
    </message>
</context>
<context>
    <name>ScoringSession</name>
    <message>
        <source>system %1 dropped: %2</source>
        <translation>système %1 retiré : %2</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>Ouvrez un fichier de référence avant d&apos;ajouter des sorties de système.</translation>
    </message>
    <message>
        <source>the gold marks no triple as entity-clean: the entity facet scores nothing</source>
        <translation>la référence ne marque aucun triplet comme propre en entités : la facette entité n&apos;évalue rien</translation>
    </message>
    <message>
        <source>A system needs a name.</source>
        <translation>Un système doit avoir un nom.</translation>
    </message>
    <message>
        <source>A system named %1 already exists.</source>
        <translation>Un système nommé %1 existe déjà.</translation>
    </message>
    <message>
        <source>There is no system named %1.</source>
        <translation>Il n&apos;y a aucun système nommé %1.</translation>
    </message>
</context>
<context>
    <name>SentenceActions</name>
    <message>
        <source>&amp;Sentence</source>
        <translation>P&amp;hrase</translation>
    </message>
    <message>
        <source>&amp;Split Sentence Before This Token</source>
        <translation>&amp;Couper la phrase avant ce token</translation>
    </message>
    <message>
        <source>The token under the keyboard cursor starts a new sentence</source>
        <translation>Le token sous le curseur clavier commence une nouvelle phrase</translation>
    </message>
    <message>
        <source>&amp;Merge with Next Sentence</source>
        <translation>&amp;Fusionner avec la phrase suivante</translation>
    </message>
    <message>
        <source>&amp;Edit Sentence Text...</source>
        <translation>&amp;Modifier le texte de la phrase...</translation>
    </message>
    <message numerus="yes">
        <source>%n triple(s) (%1) use words that the new text does not have. They stay as they are: no extraction can match those words any more, and the Lint dock will list them.</source>
        <translation>
            <numerusform>%n triplet (%1) utilise des mots absents du nouveau texte. Il reste tel quel : aucune extraction ne pourra plus correspondre à ces mots, et le panneau Lint le listera.</numerusform>
            <numerusform>%n triplets (%1) utilisent des mots absents du nouveau texte. Ils restent tels quels : aucune extraction ne pourra plus correspondre à ces mots, et le panneau Lint les listera.</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the text anyway?</source>
        <translation>Changer le texte quand même ?</translation>
    </message>
    <message>
        <source>Edit Sentence Text</source>
        <translation>Modifier le texte de la phrase</translation>
    </message>
    <message>
        <source>Text of sentence %1 (tokenised again):</source>
        <translation>Texte de la phrase %1 (retokenisé) :</translation>
    </message>
</context>
<context>
    <name>SentenceBuckets</name>
    <message>
        <source>CoNLL-U dependencies</source>
        <translation>dépendances CoNLL-U</translation>
    </message>
    <message>
        <source>POS tags</source>
        <translation>étiquettes POS</translation>
    </message>
    <message>
        <source>universal POS tags</source>
        <translation>étiquettes POS universelles</translation>
    </message>
    <message>
        <source>English word lists</source>
        <translation>listes de mots anglais</translation>
    </message>
    <message>
        <source>unknown sentence property &apos;%1&apos; (expected %2)</source>
        <translation>propriété de phrase inconnue &apos;%1&apos; (attendu : %2)</translation>
    </message>
    <message>
        <source>bins over &apos;%1&apos; need at least one edge</source>
        <translation>les classes sur &apos;%1&apos; demandent au moins une borne</translation>
    </message>
    <message>
        <source>the bin edges of &apos;%1&apos; must increase</source>
        <translation>les bornes des classes de &apos;%1&apos; doivent être croissantes</translation>
    </message>
    <message>
        <source>%1 bin edges need %2 labels</source>
        <translation>%1 bornes demandent %2 libellés</translation>
    </message>
    <message>
        <source>sentence property &apos;%1&apos;</source>
        <translation>propriété de phrase &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 (%2 sentences)</source>
        <translation>%1 (%2 phrases)</translation>
    </message>
    <message>
        <source>the project&apos;s tokens (not all space-separated)</source>
        <translation>les tokens du projet (pas tous séparés par des espaces)</translation>
    </message>
    <message>
        <source>the data&apos;s space-separated tokens</source>
        <translation>les tokens des données séparés par des espaces</translation>
    </message>
    <message>
        <source>bucket file %1</source>
        <translation>fichier de classes %1</translation>
    </message>
    <message>
        <source>expected sent_id&lt;TAB&gt;bucket, found %1 field(s)</source>
        <translation>attendu sent_id&lt;TAB&gt;bucket, trouvé %1 champ(s)</translation>
    </message>
    <message>
        <source>sentence id &apos;%1&apos; is not in the gold; the line is ignored</source>
        <translation>l&apos;identifiant de phrase &apos;%1&apos; n&apos;est pas dans la référence ; la ligne est ignorée</translation>
    </message>
    <message>
        <source>sentence &apos;%1&apos; was already put in a bucket on line %2; this line is ignored</source>
        <translation>la phrase &apos;%1&apos; a déjà été classée à la ligne %2 ; cette ligne est ignorée</translation>
    </message>
    <message>
        <source>%1 gold sentence(s) are in no bucket of this file</source>
        <translation>%1 phrase(s) de référence ne sont dans aucune classe de ce fichier</translation>
    </message>
</context>
<context>
    <name>SentenceDetailView</name>
    <message>
        <source>correct</source>
        <translation>correcte</translation>
    </message>
    <message>
        <source>incorrect</source>
        <translation>incorrecte</translation>
    </message>
    <message>
        <source>ignored</source>
        <translation>ignorée</translation>
    </message>
    <message>
        <source>Synset / triple</source>
        <translation>Synset / triplet</translation>
    </message>
    <message>
        <source>Covered by</source>
        <translation>Couvert par</translation>
    </message>
    <message>
        <source>System / extraction</source>
        <translation>Système / extraction</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Synset</source>
        <translation>Synset</translation>
    </message>
    <message>
        <source>Select a sentence to see its synsets and every system&apos;s extractions.</source>
        <translation>Sélectionnez une phrase pour voir ses synsets et les extractions de chaque système.</translation>
    </message>
    <message>
        <source>Synset %1</source>
        <translation>Synset %1</translation>
    </message>
    <message>
        <source>no system</source>
        <translation>aucun système</translation>
    </message>
    <message>
        <source>%1 → %2 → %3</source>
        <extracomment>One extraction or gold triple on one line: subject → relation → object</extracomment>
        <translation>%1 → %2 → %3</translation>
    </message>
    <message>
        <source>%1   TP %2 · FP %3 · FN %4</source>
        <extracomment>A system in the mismatch browser with its counts in this sentence</extracomment>
        <translation>%1   VP %2 · FP %3 · FN %4</translation>
    </message>
    <message>
        <source>line %1 of %2</source>
        <translation>ligne %1 de %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>cluster %1: %2</source>
        <extracomment>A credited BenchIE^FL cluster and the rule that matched it</extracomment>
        <translation>groupe %1 : %2</translation>
    </message>
    <message>
        <source>closest, synset %1:</source>
        <extracomment>Closest gold triple of an incorrect extraction, in synset N</extracomment>
        <translation>le plus proche, synset %1 :</translation>
    </message>
    <message>
        <source>Highlighted: the slots that differ from the extraction</source>
        <translation>En surbrillance : les champs qui diffèrent de l&apos;extraction</translation>
    </message>
    <message>
        <source>Slot pattern: 1 = the slot agrees, 0 = it differs</source>
        <translation>Motif des champs : 1 = le champ concorde, 0 = il diffère</translation>
    </message>
    <message>
        <source>%1 · letter case only</source>
        <extracomment>An incorrect extraction that differs from a gold triple only in letter case</extracomment>
        <translation>%1 · casse seulement</translation>
    </message>
</context>
<context>
    <name>SentenceEditor</name>
    <message>
        <source>Split Sentence %1 before &apos;%2&apos;</source>
        <extracomment>Edit &gt; Undo &quot;Split Sentence 3 before &apos;The&apos;&quot;</extracomment>
        <translation>Couper la phrase %1 avant « %2 »</translation>
    </message>
    <message>
        <source>Merge Sentences %1 and %2</source>
        <translation>Fusionner les phrases %1 et %2</translation>
    </message>
    <message>
        <source>Edit the Text of Sentence %1</source>
        <translation>Modifier le texte de la phrase %1</translation>
    </message>
</context>
<context>
    <name>SentenceListModel</name>
    <message numerus="yes">
        <source>%1: %2 (%n synset(s))</source>
        <extracomment>Sentence list entry: &quot;ID: sentence text (N synsets)&quot;</extracomment>
        <translation>
            <numerusform>%1 : %2 (%n synset)</numerusform>
            <numerusform>%1 : %2 (%n synsets)</numerusform>
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
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Token chips</source>
        <translation>Puces des tokens</translation>
    </message>
    <message>
        <source>Draft synsets list</source>
        <translation>Liste des synsets brouillons</translation>
    </message>
    <message>
        <source>Variant checklist</source>
        <translation>Liste des variantes</translation>
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
        <translation>BenchIE avec la facette de la barre d&apos;outils</translation>
    </message>
    <message>
        <source>CaRB against the attached CaRB gold (F1 at its best threshold)</source>
        <translation>CaRB avec la référence CaRB jointe (F1 à son meilleur seuil)</translation>
    </message>
    <message>
        <source>OIE2016 against the attached OIE2016 gold (best F1 of its curve)</source>
        <translation>OIE2016 avec la référence OIE2016 jointe (meilleur F1 de sa courbe)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>OIE2016 system</source>
        <extracomment>Column header: the OIE2016 system paired with the row&apos;s system</extracomment>
        <translation>Système OIE2016</translation>
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
        <translation>Chiffres BenchIE, CaRB et OIE2016 des mêmes systèmes. Les systèmes du studio sont évalués par BenchIE (et par CaRB avec une référence CaRB) ; OIE2016 évalue ses propres fichiers de système : associez chacun à un système du studio à droite (les noms égaux, à la casse et à la ponctuation près, sont associés par défaut).</translation>
    </message>
    <message>
        <source>OIE2016 system</source>
        <translation>Système OIE2016</translation>
    </message>
    <message>
        <source>Paired with</source>
        <translation>Associé à</translation>
    </message>
    <message>
        <source>Export Table...</source>
        <translation>Exporter le tableau...</translation>
    </message>
    <message>
        <source>LaTeX booktabs, CSV or TSV, 3 decimals</source>
        <translation>LaTeX booktabs, CSV ou TSV, 3 décimales</translation>
    </message>
    <message>
        <source>(none)</source>
        <extracomment>In the pairing combo box: the OIE2016 system is paired with no studio system</extracomment>
        <translation>(aucun)</translation>
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
        <translation>Exporter le tableau côte à côte</translation>
    </message>
</context>
<context>
    <name>SlotEditor</name>
    <message>
        <source>Add &amp;word:</source>
        <translation>Ajouter un &amp;mot :</translation>
    </message>
    <message>
        <source>The triple exactly as it will be written to the BenchIE gold file</source>
        <translation>Le triplet exactement tel qu’il sera écrit dans le fichier gold BenchIE</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>Aperçu :</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Sujet</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>A word that is not in the sentence</source>
        <translation>Un mot absent de la phrase</translation>
    </message>
    <message>
        <source>Token %1, optional</source>
        <translation>Token %1, optionnel</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>Token %1</translation>
    </message>
    <message>
        <source>(empty: click tokens to fill the current slot)</source>
        <translation>(vide : cliquez sur des tokens pour remplir l’emplacement courant)</translation>
    </message>
    <message>
        <source>%1 · suggested optional: %2</source>
        <extracomment>Tool tip of a slot word: &quot;Token 3 · suggested optional: Determiners (a, the, his)&quot;</extracomment>
        <translation>%1 · optionnel suggéré : %2</translation>
    </message>
    <message>
        <source>Word not in the sentence (e.g. an inferred &quot;is&quot;, &quot;[had]&quot;; &quot;=&quot; then a whole slot, kept as typed), then Return</source>
        <translation>Mot absent de la phrase (p. ex. un « is » inféré, « [had] » ; « = » puis un emplacement entier, gardé tel que saisi), puis Return</translation>
    </message>
</context>
<context>
    <name>SuggestionDelegate</name>
    <message>
        <source>Determiners (a, the, his)</source>
        <translation>Déterminants (a, the, his)</translation>
    </message>
    <message>
        <source>determiner</source>
        <translation>déterminant</translation>
    </message>
    <message>
        <source>[The] ball; not in a name: The Times</source>
        <translation>[The] ball ; pas dans un nom : The Times</translation>
    </message>
    <message>
        <source>Titles before a name (Prof., Dr., Mr.)</source>
        <translation>Titres devant un nom (Prof., Dr., Mr.)</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>[Prof.] Michael Jordan</source>
        <translation>[Prof.] Michael Jordan</translation>
    </message>
    <message>
        <source>Adjectives (weaker: some are essential)</source>
        <translation>Adjectifs (plus faible : certains sont essentiels)</translation>
    </message>
    <message>
        <source>adjective (weak)</source>
        <translation>adjectif (faible)</translation>
    </message>
    <message>
        <source>[a] [smart] scientist; but: cold war</source>
        <translation>[a] [smart] scientist ; mais : cold war</translation>
    </message>
    <message>
        <source>Quantities (some, thirty)</source>
        <translation>Quantités (some, thirty)</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>quantité</translation>
    </message>
    <message>
        <source>[some] major projects, [thirty] painters</source>
        <translation>[some] major projects, [thirty] painters</translation>
    </message>
    <message>
        <source>Tense auxiliaries (has, had)</source>
        <translation>Auxiliaires de temps (has, had)</translation>
    </message>
    <message>
        <source>auxiliary</source>
        <translation>auxiliaire</translation>
    </message>
    <message>
        <source>[has] approved, [had] been</source>
        <translation>[has] approved, [had] been</translation>
    </message>
    <message>
        <source>Light verb wrappers (continues to)</source>
        <translation>Verbes supports (continues to)</translation>
    </message>
    <message>
        <source>light verb</source>
        <translation>verbe support</translation>
    </message>
    <message>
        <source>[continues to] reside in</source>
        <translation>[continues to] reside in</translation>
    </message>
    <message>
        <source>Adverbs (probably, subsequently)</source>
        <translation>Adverbes (probably, subsequently)</translation>
    </message>
    <message>
        <source>adverb</source>
        <translation>adverbe</translation>
    </message>
    <message>
        <source>[probably] saw, [relatively] small; but: never, barely</source>
        <translation>[probably] saw, [relatively] small ; mais pas : never, barely</translation>
    </message>
</context>
<context>
    <name>SynsetTreeModel</name>
    <message numerus="yes">
        <source>Synset %1 (%n triple(s))</source>
        <extracomment>Synset tree row: &quot;Synset 1 (3 triples)&quot;; the active one is marked</extracomment>
        <translation>
            <numerusform>Synset %1 (%n triplet)</numerusform>
            <numerusform>Synset %1 (%n triplets)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - active</source>
        <translation>%1 - actif</translation>
    </message>
    <message>
        <source>A line that is not a triple: kept, never matched.</source>
        <translation>Une ligne qui n’est pas un triplet : conservée, jamais appariée.</translation>
    </message>
    <message>
        <source>Checked: entity-clean (subject and object are whole concepts).</source>
        <translation>Coché : entités propres (sujet et objet sont des concepts entiers).</translation>
    </message>
    <message>
        <source>Last changed by %1 on %2</source>
        <extracomment>Tool tip: &quot;Last changed by NAME on DATE&quot;</extracomment>
        <translation>Modifié en dernier par %1 le %2</translation>
    </message>
</context>
<context>
    <name>SystemsPanel</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>Extractions</translation>
    </message>
    <message>
        <source>Tick to show the system in tables and charts; edit to rename</source>
        <translation>Cochez pour afficher le système dans les tableaux et graphiques ; modifiez pour le renommer</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>Ajouter...</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Read the system&apos;s file again from disk</source>
        <translation>Relire le fichier du système depuis le disque</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Colour...</source>
        <translation>Couleur...</translation>
    </message>
    <message>
        <source>The system&apos;s colour in the tables, charts and exports</source>
        <translation>La couleur du système dans les tableaux, graphiques et exports</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Couleur de %1</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>LaTeX booktabs (*.tex)</source>
        <translation>LaTeX booktabs (*.tex)</translation>
    </message>
    <message>
        <source>LaTeX booktabs, scaled to the column width (*.tex)</source>
        <translation>LaTeX booktabs, à la largeur de la colonne (*.tex)</translation>
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
        <translation>Token %1 : %2</translation>
    </message>
    <message>
        <source>Token %1: %2 (%3, %4)</source>
        <translation>Token %1 : %2 (%3, %4)</translation>
    </message>
    <message>
        <source>Jump to: %1</source>
        <extracomment>Shown over the token chips while typing after &quot;/&quot;: the index or first letters typed</extracomment>
        <translation>Aller à : %1</translation>
    </message>
    <message>
        <source>Left, Right, Up, Down, Home, End</source>
        <translation>Left, Right, Up, Down, Home, End</translation>
    </message>
    <message>
        <source>Move the cursor over the token chips</source>
        <translation>Déplacer le curseur sur les puces des tokens</translation>
    </message>
    <message>
        <source>Shift+Left, Shift+Right, Shift+Home, Shift+End</source>
        <translation>Shift+Left, Shift+Right, Shift+Home, Shift+End</translation>
    </message>
    <message>
        <source>Mark a range of chips from the cursor</source>
        <translation>Marquer une plage de puces depuis le curseur</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Put the chip (or the range) into the current slot, or take it out; then the next chip</source>
        <translation>Mettre la puce (ou la plage) dans l&apos;emplacement courant, ou l&apos;en retirer ; puis la puce suivante</translation>
    </message>
    <message>
        <source>[</source>
        <translation>[</translation>
    </message>
    <message>
        <source>/ then digits</source>
        <translation>/ puis des chiffres</translation>
    </message>
    <message>
        <source>Ctrl + mouse over chips</source>
        <translation>Ctrl + souris sur les puces</translation>
    </message>
    <message>
        <source>Add each chip the mouse enters to the current slot</source>
        <translation>Ajouter à l&apos;emplacement courant chaque puce survolée par la souris</translation>
    </message>
    <message>
        <source>%1 - entity: %2</source>
        <extracomment>Token chip tool tip, a named entity after the token: &quot;... - entity: PER&quot;</extracomment>
        <translation>%1 - entité : %2</translation>
    </message>
    <message>
        <source>Make the chip under the cursor optional in its slot (adding it first), joining the optional group of the slot word before it, or plain again; then the next chip</source>
        <translation>Rendre optionnelle dans son emplacement la puce sous le curseur (en l&apos;ajoutant d&apos;abord), en la joignant au groupe optionnel du mot précédent, ou la rendre normale ; puis la puce suivante</translation>
    </message>
    <message>
        <source>]</source>
        <translation>]</translation>
    </message>
    <message>
        <source>Make the chip under the cursor an optional group of its own, or plain again; then the next chip</source>
        <translation>Faire de la puce sous le curseur un groupe optionnel à part, ou la rendre normale ; puis la puce suivante</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Empty the current slot</source>
        <translation>Vider l&apos;emplacement courant</translation>
    </message>
    <message>
        <source>Jump to the chip with that index (after Shift+arrow: the range ends there)</source>
        <translation>Aller à la puce de cet indice (après Shift+flèche : la plage s&apos;y termine)</translation>
    </message>
    <message>
        <source>Shift+Space</source>
        <translation>Shift+Space</translation>
    </message>
    <message>
        <source>Put the phrase the chip starts into the current slot (a noun phrase, a preposition with its noun phrase, a verb group); then the chip after it</source>
        <translation>Mettre le syntagme que commence la puce dans l&apos;emplacement courant (un syntagme nominal, une préposition avec son syntagme nominal, un groupe verbal) ; puis la puce qui le suit</translation>
    </message>
    <message>
        <source>{</source>
        <translation>{</translation>
    </message>
    <message>
        <source>The same as one optional group of its own, `[of the High Court]`</source>
        <translation>La même chose comme un groupe optionnel à part, `[of the High Court]`</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Put the chip at the end of the current slot, out of sentence order (`was re-elected In 1879` from `In 1879 , he was re-elected`); then the next chip</source>
        <translation>Mettre la puce à la fin de l&apos;emplacement courant, hors de l&apos;ordre de la phrase (`was re-elected In 1879` depuis `In 1879 , he was re-elected`) ; puis la puce suivante</translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Ctrl+Left, Ctrl+Right</translation>
    </message>
    <message>
        <source>Move the cursor to the start of the previous or next phrase</source>
        <translation>Placer le curseur au début du syntagme précédent ou suivant</translation>
    </message>
    <message>
        <source>}</source>
        <translation>}</translation>
    </message>
    <message>
        <source>The same with its articles optional, each a group of its own: `of [the] High Court`</source>
        <translation>La même chose avec ses articles optionnels, chacun un groupe à part : `of [the] High Court`</translation>
    </message>
    <message>
        <source>Chips go to the end of: %1 (= ends it)</source>
        <extracomment>Shown over the token chips after the key =: &quot;Chips go to the end of: object (= ends it)&quot;</extracomment>
        <translation>Les jetons vont à la fin de : %1 (= pour arrêter)</translation>
    </message>
    <message>
        <source>=</source>
        <translation>=</translation>
    </message>
    <message>
        <source>From now on every chip key puts its chips at the end of the current slot, out of sentence order (`= {` on `That night` gives `was re-elected [That night]`); = again, emptying the slot or adding the triple ends it</source>
        <translation>Désormais chaque touche de jeton place ses jetons à la fin de l’emplacement courant, hors de l’ordre de la phrase (`= {` sur `That night` donne `was re-elected [That night]`) ; = de nouveau, vider l’emplacement ou ajouter le triplet y met fin</translation>
    </message>
    <message>
        <source>*</source>
        <translation>*</translation>
    </message>
    <message>
        <source>Put the chip&apos;s word at the end of the current slot as a word of its own, even when a slot holds the chip (`named for St. Michael` with St. Michael the subject); then the next chip</source>
        <translation>Placer le mot du jeton à la fin de l’emplacement courant comme mot à part, même quand un emplacement contient déjà le jeton (`named for St. Michael` avec St. Michael pour sujet) ; puis le jeton suivant</translation>
    </message>
    <message>
        <source>Ctrl+1, Ctrl+2, Ctrl+3</source>
        <translation>Ctrl+1, Ctrl+2, Ctrl+3</translation>
    </message>
    <message>
        <source>Space into the subject, the relation or the object: that slot becomes the current one and the chip (or the range) goes into it</source>
        <translation>Space dans le sujet, la relation ou l&apos;objet : cet emplacement devient l&apos;emplacement courant et la puce (ou la plage) y va</translation>
    </message>
    <message>
        <source>Alt+1, Alt+2, Alt+3</source>
        <translation>Alt+1, Alt+2, Alt+3</translation>
    </message>
    <message>
        <source>Shift+Space into the subject, the relation or the object: the phrase the chip starts goes into that slot, which becomes the current one</source>
        <translation>Shift+Space dans le sujet, la relation ou l&apos;objet : le syntagme que la puce commence va dans cet emplacement, qui devient l&apos;emplacement courant</translation>
    </message>
    <message>
        <source>Letters, or / then any characters</source>
        <translation>Des lettres, ou / puis des caractères</translation>
    </message>
    <message>
        <source>Jump to the next chip whose token starts with them, as typing does in a list; the same letter again goes on to the next chip it starts (Backspace, Escape; the next key that is not part of the jump ends it). On the chips letters are the jump&apos;s, never one-key shortcuts: choose slots with 1, 2, 3, type a word with Insert</source>
        <translation>Aller à la puce suivante dont le token commence par eux, comme la saisie dans une liste ; la même lettre encore passe à la puce suivante qui commence par elle (Backspace, Escape ; la touche suivante qui ne fait pas partie du saut le termine). Sur les puces, les lettres sont au saut, jamais des raccourcis à une touche : choisir les emplacements avec 1, 2, 3, taper un mot avec Inser</translation>
    </message>
    <message>
        <source>|</source>
        <translation>|</translation>
    </message>
    <message>
        <source>Put the chip into the current slot split at its punctuation, each punctuation character optional (`Anti [-] Monitor` from the chip Anti-Monitor, `[`] [`]` from ``), as some golds write it; then the next chip</source>
        <translation>Insérer la puce dans l&apos;emplacement courant, coupée à sa ponctuation, chaque signe optionnel (`Anti [-] Monitor` depuis la puce Anti-Monitor, `[`] [`]` depuis ``), comme certains golds l&apos;écrivent ; puis la puce suivante</translation>
    </message>
    <message>
        <source>Join the chip to the current slot&apos;s last word, without a space (`19-story` from the chips 19 - story: Space, &amp; and &amp;), as some golds write what the tokenizer split; then the next chip</source>
        <translation>Coller la puce au dernier mot du slot courant, sans espace (`19-story` à partir des puces 19 - story : Espace, &amp; et &amp;), comme certains golds écrivent ce que le tokeniseur a séparé ; puis la puce suivante</translation>
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
        <translation>Couper les mots &amp;composés à trait d&apos;union (state - of - the - art)</translation>
    </message>
    <message>
        <source>Off: state-of-the-art stays one chip, as in the BenchIE data</source>
        <translation>Désactivé : state-of-the-art reste une seule puce, comme dans les données BenchIE</translation>
    </message>
    <message>
        <source>&amp;Quotation marks as chips of their own</source>
        <translation>&amp;Guillemets comme puces à part</translation>
    </message>
    <message>
        <source>Off: a quotation mark stays on the word it touches (&quot;Hello&quot;)</source>
        <translation>Désactivé : un guillemet reste sur le mot qu&apos;il touche (&quot;Bonjour&quot;)</translation>
    </message>
</context>
<context>
    <name>VariantChecklist</name>
    <message>
        <source>preposition into the relation</source>
        <translation>préposition vers la relation</translation>
    </message>
    <message>
        <source>preposition into the object</source>
        <translation>préposition vers l&apos;objet</translation>
    </message>
    <message>
        <source>words into the object</source>
        <translation>mots vers l&apos;objet</translation>
    </message>
    <message>
        <source>active voice</source>
        <translation>voix active</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>combinaison</translation>
    </message>
    <message>
        <source>a change made in this sentence</source>
        <translation>une modification faite dans cette phrase</translation>
    </message>
    <message>
        <source>placement splitting an optional group</source>
        <translation>placement qui coupe un groupe facultatif</translation>
    </message>
    <message>
        <source>like another fact of this sentence</source>
        <translation>comme un autre fait de cette phrase</translation>
    </message>
    <message>
        <source>object continued by a nested fact</source>
        <translation>objet prolongé par un fait imbriqué</translation>
    </message>
    <message>
        <source>words into the relation</source>
        <translation>mots vers la relation</translation>
    </message>
    <message>
        <source>the fact of another conjunct: a new synset</source>
        <translation>le fait d’un autre conjoint : un nouveau synset</translation>
    </message>
    <message>
        <source>the same words written otherwise</source>
        <translation>les mêmes mots écrits autrement</translation>
    </message>
    <message>
        <source>another conjunct in this fact</source>
        <translation>un autre conjoint dans ce fait</translation>
    </message>
    <message>
        <source>an article left out of an optional group</source>
        <translation>un article omis d’un groupe optionnel</translation>
    </message>
    <message>
        <source>object continued by the sentence&apos;s next phrases</source>
        <translation>objet prolongé par les syntagmes suivants de la phrase</translation>
    </message>
    <message>
        <source>relation continued by the sentence&apos;s next phrases</source>
        <translation>relation prolongée par les syntagmes suivants de la phrase</translation>
    </message>
    <message>
        <source>the relation&apos;s auxiliaries optional, or plain</source>
        <translation>les auxiliaires de la relation optionnels, ou non</translation>
    </message>
    <message>
        <source>object cut before a preposition</source>
        <translation>objet coupé avant une préposition</translation>
    </message>
</context>
<context>
    <name>VariantChecklistDialog</name>
    <message>
        <source>Variant Checklist</source>
        <translation>Liste des variantes</translation>
    </message>
    <message>
        <source>%1, held</source>
        <translation>%1, déjà dans le synset</translation>
    </message>
    <message>
        <source>Add Checked</source>
        <translation>Ajouter les cochées</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n triple(s)</source>
        <translation>
            <numerusform>%1 de %n triplet</numerusform>
            <numerusform>%1 de %n triplets</numerusform>
        </translation>
    </message>
    <message>
        <source>1-9, a-z, A-Z; then .1, .a</source>
        <translation>1-9, a-z, A-Z ; puis .1, .a</translation>
    </message>
    <message>
        <source>Check or uncheck that form (past the 61st line a dot comes first)</source>
        <translation>Cocher ou décocher cette forme (après la 61e ligne, un point d’abord)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Check or uncheck the current line</source>
        <translation>Cocher ou décocher la ligne courante</translation>
    </message>
    <message>
        <source>*</source>
        <translation>*</translation>
    </message>
    <message>
        <source>Check every line of the current line&apos;s kind</source>
        <translation>Cocher chaque ligne du type de la ligne courante</translation>
    </message>
    <message>
        <source>+, -</source>
        <translation>+, -</translation>
    </message>
    <message>
        <source>Check every line, uncheck every line</source>
        <translation>Cocher chaque ligne, décocher chaque ligne</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Add the checked forms (one undo step)</source>
        <translation>Ajouter les formes cochées (une seule annulation)</translation>
    </message>
    <message>
        <source>Ctrl with a line&apos;s key, Ctrl+Space</source>
        <translation>Ctrl avec la touche d’une ligne, Ctrl+Space</translation>
    </message>
    <message>
        <source>Check or uncheck that form, then add the checked forms (the last toggle and Return in one chord)</source>
        <translation>Cocher ou décocher cette forme, puis ajouter les formes cochées (la dernière bascule et Entrée en une seule combinaison)</translation>
    </message>
    <message>
        <source>Other forms of the facts of synset %1 that the guidelines admit, and the facts of the other conjuncts as new synsets. Checked: what annotators usually keep. A line&apos;s key (1-9, a-z, A-Z; after them a dot first, .1, .a) or Space toggles it; * checks every line of the current line&apos;s kind, + every line, - unchecks every line; Return adds the checked ones (one undo step), Ctrl with a line&apos;s key toggles it and adds them.</source>
        <translation>Autres formes des faits du synset %1 que les consignes admettent, et les faits des autres conjoints comme nouveaux synsets. Cochées : ce que les annotateurs gardent d’habitude. La touche d’une ligne (1-9, a-z, A-Z ; ensuite précédée d’un point, .1, .a) ou Espace la bascule ; * coche chaque ligne du type de la ligne courante, + chaque ligne, - décoche chaque ligne ; Entrée ajoute les lignes cochées (une seule annulation), Ctrl avec la touche d’une ligne la bascule et les ajoute.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Scores Open Information Extraction systems against BenchIE gold.</source>
        <translation>Évalue des systèmes d&apos;extraction d&apos;information ouverte avec la référence BenchIE.</translation>
    </message>
    <message>
        <source>BenchIE gold annotation file to open.</source>
        <translation>Fichier d&apos;annotations de référence BenchIE à ouvrir.</translation>
    </message>
    <message>
        <source>Add a system output (NAME=FILE, or FILE). Repeatable.</source>
        <translation>Ajouter une sortie de système (NAME=FILE, ou FILE). Répétable.</translation>
    </message>
    <message>
        <source>Facet to score under: %1.</source>
        <translation>Facette d&apos;évaluation : %1.</translation>
    </message>
    <message>
        <source>Save the window as PNG once shown, then exit.</source>
        <translation>Enregistrer la fenêtre en PNG une fois affichée, puis quitter.</translation>
    </message>
    <message>
        <source>Only one gold file can be opened.</source>
        <translation>Un seul fichier de référence peut être ouvert.</translation>
    </message>
    <message>
        <source>Unknown facet &apos;%1&apos; (expected one of: %2).</source>
        <translation>Facette « %1 » inconnue (valeurs possibles : %2).</translation>
    </message>
    <message>
        <source>--system needs a gold file.</source>
        <translation>--system exige un fichier de référence.</translation>
    </message>
    <message>
        <source>Could not load every input; no screenshot taken.</source>
        <translation>Impossible de charger toutes les entrées ; aucune capture d&apos;écran prise.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>Attach a CaRB gold file for the CaRB scorer.</source>
        <translation>Joindre un fichier de référence CaRB pour le score CaRB.</translation>
    </message>
    <message>
        <source>Show this chart (its export file name) on the charts page.</source>
        <translation>Afficher ce graphique (son nom de fichier d&apos;export) sur la page des graphiques.</translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style).</source>
        <translation>Utiliser une palette sombre (style Fusion).</translation>
    </message>
    <message>
        <source>--sentence needs a sentence number from 1 on, not &apos;%1&apos;.</source>
        <translation>--sentence attend un numéro de phrase à partir de 1, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Go to sentence N (1-based): the annotation workspace opens there, and the mismatch browser selects it.</source>
        <translation>Aller à la phrase N (à partir de 1) : l&apos;espace d&apos;annotation s&apos;y ouvre et le navigateur d&apos;écarts la sélectionne.</translation>
    </message>
    <message>
        <source>--scorer carb needs a CaRB gold: --carb-gold FILE, or a project file that has one.</source>
        <translation>--scorer carb demande une référence CaRB : --carb-gold FICHIER, ou un fichier de projet qui en contient une.</translation>
    </message>
    <message>
        <source>BenchIE^FL: reproduce the official scorer (its published numbers).</source>
        <translation>BenchIE^FL : reproduire l&apos;évaluateur officiel (ses chiffres publiés).</translation>
    </message>
    <message>
        <source>BenchIE^FL: no match without punctuation.</source>
        <translation>BenchIE^FL : pas d&apos;appariement sans ponctuation.</translation>
    </message>
    <message>
        <source>BenchIE^FL: no alternative formulations.</source>
        <translation>BenchIE^FL : pas de formulations alternatives.</translation>
    </message>
    <message>
        <source>BenchIE^FL: no level of detail.</source>
        <translation>BenchIE^FL : pas de niveau de détail.</translation>
    </message>
    <message>
        <source>BenchIE^FL: no correction (every matching extraction is credited).</source>
        <translation>BenchIE^FL : pas de correction (toute extraction correspondante est comptée).</translation>
    </message>
    <message>
        <source>Show the evaluation workspace&apos;s page: scores, sentences, charts, oie2016 or side-by-side.</source>
        <translation>Afficher la page de l&apos;espace d&apos;évaluation : scores, sentences, charts, oie2016 ou side-by-side.</translation>
    </message>
    <message>
        <source>Attach an OIE2016 gold (.oie) for the OIE2016 scorer.</source>
        <translation>Joindre une référence OIE2016 (.oie) pour l&apos;évaluateur OIE2016.</translation>
    </message>
    <message>
        <source>Add a native system output to OIE2016 (FORMAT:NAME=FILE or FORMAT:FILE; FORMAT: %1). Repeatable.</source>
        <translation>Ajouter une sortie native de système à OIE2016 (FORMAT:NAME=FILE ou FORMAT:FILE ; FORMAT : %1). Répétable.</translation>
    </message>
    <message>
        <source>The sentence file ReVerb&apos;s sentence numbers point into (OIE2016&apos;s raw_sentences/all.txt).</source>
        <translation>Le fichier de phrases auquel renvoient les numéros de phrase de ReVerb (raw_sentences/all.txt d&apos;OIE2016).</translation>
    </message>
    <message>
        <source>OIE2016 matcher: current (today&apos;s official code) or 2016 (the paper&apos;s).</source>
        <translation>Appariement OIE2016 : current (code officiel actuel) ou 2016 (celui de l&apos;article).</translation>
    </message>
    <message>
        <source>Scorer of the evaluation workspace: benchie, fl, carb or oie2016.</source>
        <translation>Évaluateur de l&apos;espace d&apos;évaluation : benchie, fl, carb ou oie2016.</translation>
    </message>
    <message>
        <source>Load a triple (&quot;subject --&gt; relation --&gt; object&quot;) into the slots of the annotation workspace, at --sentence.</source>
        <translation>Charger un triplet (« sujet --&gt; relation --&gt; objet ») dans les emplacements de l&apos;espace d&apos;annotation, à --sentence.</translation>
    </message>
    <message>
        <source>Open a ROBUST gold (JSON cliques) in the ROBUST workspace.</source>
        <translation>Ouvrir une référence ROBUST (cliques JSON) dans l&apos;espace ROBUST.</translation>
    </message>
    <message>
        <source>Add a ROBUST system file (NAME=FILE, or FILE). Repeatable.</source>
        <translation>Ajouter un fichier de système ROBUST (NAME=FILE, ou FILE). Répétable.</translation>
    </message>
    <message>
        <source>Merge a second annotator&apos;s gold or project into the gold (the Merge tab).</source>
        <translation>Fusionner la référence ou le projet d&apos;un second annotateur dans la référence (onglet Fusionner).</translation>
    </message>
    <message>
        <source>Render every chart into DIR (with its data as CSV) without a window, then exit.</source>
        <translation>Rendre chaque graphique dans DIR (avec ses données en CSV) sans fenêtre, puis quitter.</translation>
    </message>
    <message>
        <source>Size of the exported charts, e.g. 8.5x6cm or 3.3x2.5in (default 8.5x6.375cm).</source>
        <translation>Taille des graphiques exportés, p. ex. 8.5x6cm ou 3.3x2.5in (par défaut 8.5x6.375cm).</translation>
    </message>
    <message>
        <source>Exported charts without their titles (for captions).</source>
        <translation>Graphiques exportés sans leur titre (pour les légendes).</translation>
    </message>
    <message>
        <source>Show the Review tab.</source>
        <translation>Afficher l&apos;onglet Réviser.</translation>
    </message>
    <message>
        <source>Attach a file for review: a CaRB gold (tab format), a BenchIE system file or another gold. Repeatable.</source>
        <translation>Joindre un fichier à réviser : une référence CaRB (format tabulé), un fichier de système BenchIE ou une autre référence. Répétable.</translation>
    </message>
    <message>
        <source>Show the Agree tab: the open gold&apos;s agreement with this gold.</source>
        <translation>Afficher l&apos;onglet Accord : l&apos;accord de la référence ouverte avec cette référence.</translation>
    </message>
    <message>
        <source>--robust-system needs --robust-gold.</source>
        <translation>--robust-system exige --robust-gold.</translation>
    </message>
    <message>
        <source>Unknown page &apos;%1&apos; (expected scores, sentences, charts, oie2016 or side-by-side).</source>
        <translation>Page « %1 » inconnue (valeurs possibles : scores, sentences, charts, oie2016 ou side-by-side).</translation>
    </message>
    <message>
        <source>--scorer is benchie, fl, carb or oie2016 (carb needs --carb-gold, oie2016 --oie2016-gold, or a project file that has one).</source>
        <translation>--scorer vaut benchie, fl, carb ou oie2016 (carb exige --carb-gold, oie2016 --oie2016-gold, ou un fichier de projet qui en contient une).</translation>
    </message>
    <message>
        <source>--draft needs a triple &quot;subject --&gt; relation --&gt; object&quot;, not &apos;%1&apos;.</source>
        <translation>--draft attend un triplet « sujet --&gt; relation --&gt; objet », pas « %1 ».</translation>
    </message>
    <message>
        <source>--reference and --agreement need a gold file.</source>
        <translation>--reference et --agreement exigent un fichier de référence.</translation>
    </message>
    <message>
        <source>--export-charts needs a gold file.</source>
        <translation>--export-charts exige un fichier de référence.</translation>
    </message>
    <message>
        <source>--scorer oie2016 needs an OIE2016 gold: --oie2016-gold FILE, or a project file that has one.</source>
        <translation>--scorer oie2016 demande une référence OIE2016 : --oie2016-gold FICHIER, ou un fichier de projet qui en contient une.</translation>
    </message>
    <message>
        <source>Could not load every input; no chart exported.</source>
        <translation>Impossible de charger toutes les entrées ; aucun graphique exporté.</translation>
    </message>
    <message>
        <source>Switch the interface to LANGUAGE (de, fr, zh_CN, en) once the window is built.</source>
        <translation>Passer l&apos;interface en LANGUAGE (de, fr, zh_CN, en) une fois la fenêtre construite.</translation>
    </message>
    <message>
        <source>Formats of the exported charts: pdf, svg, png, tex (pgfplots), comma-separated (default pdf).</source>
        <translation>Formats des graphiques exportés : pdf, svg, png, tex (pgfplots), séparés par des virgules (par défaut pdf).</translation>
    </message>
    <message>
        <source>--format: unknown format &apos;%1&apos; (expected pdf, svg, png or tex).</source>
        <translation>--format : format « %1 » inconnu (valeurs possibles : pdf, svg, png ou tex).</translation>
    </message>
    <message>
        <source>A window was opened during the export (%1); report this as a bug.</source>
        <translation>Une fenêtre s&apos;est ouverte pendant l&apos;export (%1) ; signalez-le comme un bug.</translation>
    </message>
    <message>
        <source>Unknown OIE2016 mode &apos;%1&apos; (expected current or 2016).</source>
        <translation>Mode OIE2016 « %1 » inconnu (valeurs possibles : current ou 2016).</translation>
    </message>
    <message>
        <source>--oie2016-system needs --oie2016-gold.</source>
        <translation>--oie2016-system exige --oie2016-gold.</translation>
    </message>
    <message>
        <source>%1: no synset in this gold (an empty file, or a text to annotate): no chart to export.</source>
        <translation>%1 : aucun synset dans cette référence (fichier vide ou texte à annoter) : aucun graphique à exporter.</translation>
    </message>
</context>
</TS>
