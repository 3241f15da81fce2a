<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AnalysisResults</name>
    <message>
        <source>Open a gold file first.</source>
        <translation>Ouvrez d&apos;abord un fichier de référence.</translation>
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
        <translation>&amp;Retirer les mots</translation>
    </message>
    <message>
        <source>Add a &amp;Word Not in the Sentence</source>
        <translation>Ajouter un &amp;mot absent de la phrase</translation>
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
        <translation>&amp;Remplacer le triplet modifié</translation>
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
        <translation>&amp;Dupliquer le triplet</translation>
    </message>
    <message>
        <source>Move Triple to &amp;Previous Synset</source>
        <translation>Déplacer vers le synset &amp;précédent</translation>
    </message>
    <message>
        <source>Move Triple to Ne&amp;xt Synset</source>
        <translation>Déplacer vers le synset &amp;suivant</translation>
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
        <translation>Phrase &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Next Sentence</source>
        <translation>Phrase &amp;suivante</translation>
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
        <translation>Chercher le &amp;suivant</translation>
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
        <source>%1 gold tuples in %2 sentences; %3 extractions of sentences without CaRB gold ignored</source>
        <translation>%1 tuples de référence dans %2 phrases ; %3 extractions de phrases sans référence CaRB ignorées</translation>
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
        <source>Extractions in sentences that have CaRB gold</source>
        <translation>Extractions des phrases qui ont une référence CaRB</translation>
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
        <extracomment>Legend entry of a CaRB curve: system name and area under the curve</extracomment>
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
        <source>The scorer of the table and chart: BenchIE under the facet of the toolbar, BenchIE^FL&apos;s tolerant matching, or CaRB against an attached CaRB gold</source>
        <translation>Le score du tableau et du graphique : BenchIE selon la facette de la barre d&apos;outils, l&apos;appariement tolérant de BenchIE^FL, ou CaRB par rapport à une référence CaRB jointe</translation>
    </message>
    <message>
        <source>F1 of every system under every facet</source>
        <translation>F1 de chaque système selon chaque facette</translation>
    </message>
    <message>
        <source>Decimals of P, R and F1 in copies and exports</source>
        <translation>Décimales de P, R et F1 dans les copies et les exports</translation>
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
        <source>E&amp;valuation</source>
        <translation>É&amp;valuation</translation>
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
        <translation>Exporter le tableau</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</translation>
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
        <translation>Apparier sans &amp;ponctuation</translation>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Add System Output...</source>
        <translation>&amp;Ajouter une sortie de système...</translation>
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
        <source>&amp;Facet:</source>
        <translation>&amp;Facette :</translation>
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
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation>Fichiers de référence BenchIE (*.txt);;Tous les fichiers (*)</translation>
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
        <translation>É&amp;valuer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>Fichiers gold BenchIE et projets OIE Studio (*.txt *.oieproj);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1[*] - OIE Studio</source>
        <translation>%1[*] - OIE Studio</translation>
    </message>
    <message>
        <source>OIE Studio projects (*.oieproj);;All files (*)</source>
        <translation>Projets OIE Studio (*.oieproj);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
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
        <translation>&amp;Exporter le gold BenchIE...</translation>
    </message>
    <message>
        <source>Export E&amp;ntity Gold...</source>
        <translation>Exporter le gold des e&amp;ntités...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
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
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
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
        <source>The annotation has unsaved changes. Save them as a project?</source>
        <translation>L’annotation a des modifications non enregistrées. Les enregistrer dans un projet ?</translation>
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
        <source>%1 was changed on disk by someone else since it was opened.</source>
        <translation>%1 a été modifié sur le disque par quelqu’un d’autre depuis son ouverture.</translation>
    </message>
    <message>
        <source>Overwrite it anyway?</source>
        <translation>L’écraser quand même ?</translation>
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
        <source>A new language applies when OIE Studio starts again.</source>
        <translation>Une nouvelle langue s’applique au prochain démarrage d’OIE Studio.</translation>
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
        <source>Cannot read the gold file %1: %2</source>
        <translation>Impossible de lire le fichier de référence %1 : %2</translation>
    </message>
    <message>
        <source>system %1 dropped: %2</source>
        <translation>système %1 retiré : %2</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>Ouvrez un fichier de référence avant d&apos;ajouter des sorties de système.</translation>
    </message>
    <message>
        <source>Cannot read the system output %1: %2</source>
        <translation>Impossible de lire la sortie de système %1 : %2</translation>
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
</context>
<context>
    <name>SlotEditor</name>
    <message>
        <source>Word not in the sentence (e.g. an inferred &quot;is&quot;), then Return</source>
        <translation>Mot absent de la phrase (p. ex. un « is » inféré), puis Entrée</translation>
    </message>
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
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
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
        <source>Show the evaluation workspace&apos;s page: scores, sentences or charts.</source>
        <translation>Afficher cette page de l&apos;espace d&apos;évaluation : scores, sentences ou charts.</translation>
    </message>
    <message>
        <source>Attach a CaRB gold file for the CaRB scorer.</source>
        <translation>Joindre un fichier de référence CaRB pour le score CaRB.</translation>
    </message>
    <message>
        <source>Scorer of the evaluation workspace: benchie, fl or carb.</source>
        <translation>Score de l&apos;espace d&apos;évaluation : benchie, fl ou carb.</translation>
    </message>
    <message>
        <source>Show this chart (its export file name) on the charts page.</source>
        <translation>Afficher ce graphique (son nom de fichier d&apos;export) sur la page des graphiques.</translation>
    </message>
    <message>
        <source>Unknown page &apos;%1&apos; (expected scores, sentences or charts).</source>
        <translation>Page inconnue &apos;%1&apos; (attendu : scores, sentences ou charts).</translation>
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
        <source>--scorer is benchie, fl or carb (carb needs --carb-gold, or a project file with a CaRB gold).</source>
        <translation>--scorer vaut benchie, fl ou carb (carb demande --carb-gold, ou un fichier de projet avec une référence CaRB).</translation>
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
</context>
</TS>
