<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
        <source>&amp;Annotate</source>
        <translation>&amp;Annoter</translation>
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
    <name>ScoreChart</name>
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
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Add a system output to see its scores</source>
        <translation>Ajoutez une sortie de système pour voir ses scores</translation>
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
        <source>Open the annotation workspace at sentence N (1-based).</source>
        <translation>Ouvrir l’espace d’annotation à la phrase N (à partir de 1).</translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style).</source>
        <translation>Utiliser une palette sombre (style Fusion).</translation>
    </message>
    <message>
        <source>--sentence needs a sentence number from 1 on, not &apos;%1&apos;.</source>
        <translation>--sentence attend un numéro de phrase à partir de 1, pas &apos;%1&apos;.</translation>
    </message>
</context>
</TS>
