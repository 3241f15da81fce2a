<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActiveVoice</name>
    <message>
        <source>Not a passive with its agent: the relation does not end with &quot;by&quot; and the object does not start with it.</source>
        <translation>不是带施事者的被动句：关系不以“by”结尾，宾语也不以它开头。</translation>
    </message>
    <message>
        <source>Not a passive with its agent: no agent after &quot;by&quot;, or no verb before it.</source>
        <translation>不是带施事者的被动句：“by”后没有施事者，或其前没有动词。</translation>
    </message>
    <message>
        <source>Not a passive: no form of &quot;be&quot; before &quot;%1&quot;.</source>
        <translation>不是被动句：“%1”前没有“be”的任何形式。</translation>
    </message>
    <message>
        <source>No verb data: type the past tense of &quot;%1&quot;.</source>
        <translation>没有动词数据：请输入“%1”的过去式。</translation>
    </message>
    <message>
        <source>WordNet&apos;s verb data is not loaded (%1): type the past tense of &quot;%2&quot;.</source>
        <translation>WordNet 的动词数据未加载（%1）：请输入“%2”的过去式。</translation>
    </message>
    <message>
        <source>WordNet lists several past tenses of &quot;%1&quot; (%2): type the right one.</source>
        <translation>WordNet 列出了“%1”的多个过去式（%2）：请输入正确的那个。</translation>
    </message>
    <message>
        <source>The past tense of &quot;%1&quot; is not in WordNet&apos;s data: type it.</source>
        <translation>WordNet 的数据中没有“%1”的过去式：请手动输入。</translation>
    </message>
    <message>
        <source>The base form of &quot;%1&quot; is not settled by WordNet&apos;s data: type it.</source>
        <translation>WordNet 的数据无法确定“%1”的原形：请手动输入。</translation>
    </message>
    <message>
        <source>Only past (&quot;was V-ed by&quot;), perfect (&quot;has been V-ed by&quot;) and modal (&quot;will be V-ed by&quot;) passives are turned by themselves: type the active relation.</source>
        <translation>只有过去时（“was V-ed by”）、完成时（“has been V-ed by”）和情态（“will be V-ed by”）被动句能自动转换：请输入主动关系。</translation>
    </message>
</context>
<context>
    <name>AgreementSentenceModel</name>
    <message>
        <source>all sentences</source>
        <translation>所有句子</translation>
    </message>
    <message>
        <source>Synsets of A that a synset of B covers</source>
        <translation>A 中被 B 的某个同义集覆盖的同义集</translation>
    </message>
    <message>
        <source>Synsets of B that a synset of A covers</source>
        <translation>B 中被 A 的某个同义集覆盖的同义集</translation>
    </message>
    <message>
        <source>Uncovered synsets (of both sides) that differ from a triple of the other side only by words one annotator left out: marking them optional would have made them agree</source>
        <translation>双方未被覆盖的同义集中，与另一方某个三元组仅差某位标注者省略的词的那些：若将这些词标为可选，双方即可一致</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Synsets A</source>
        <translation>同义集 A</translation>
    </message>
    <message>
        <source>Synsets B</source>
        <translation>同义集 B</translation>
    </message>
    <message>
        <source>A covered</source>
        <translation>A 被覆盖</translation>
    </message>
    <message>
        <source>B covered</source>
        <translation>B 被覆盖</translation>
    </message>
    <message>
        <source>Recall A on B</source>
        <translation>A 对 B 的召回率</translation>
    </message>
    <message>
        <source>Recall B on A</source>
        <translation>B 对 A 的召回率</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>Only optional</source>
        <translation>仅差可选词</translation>
    </message>
</context>
<context>
    <name>AgreementView</name>
    <message>
        <source>Compare &amp;With Gold...</source>
        <translation>与金标准比较(&amp;W)...</translation>
    </message>
    <message>
        <source>A second annotator&apos;s gold (BenchIE gold or project) for the same sentences</source>
        <translation>第二位标注者针对同一批句子的金标准（BenchIE 金标准或项目）</translation>
    </message>
    <message>
        <source>Default: the synsets as annotated; minimal: optional words dropped; entity: only entity-clean triples. The concat facets have no agreement (it compares slot by slot).</source>
        <translation>默认：按标注的同义集；最简：去掉可选词；实体：仅实体完整的三元组。拼接类评测维度没有一致性（它逐槽位比较）。</translation>
    </message>
    <message>
        <source>Lowest agreement first</source>
        <translation>一致性最低的在前</translation>
    </message>
    <message>
        <source>Sentence order</source>
        <translation>句子顺序</translation>
    </message>
    <message>
        <source>E&amp;xport Table...</source>
        <translation>导出表格(&amp;X)...</translation>
    </message>
    <message>
        <source>Ex&amp;port Chart...</source>
        <translation>导出图表(&amp;P)...</translation>
    </message>
    <message>
        <source>Fa&amp;cet:</source>
        <translation>评测维度(&amp;C)：</translation>
    </message>
    <message>
        <source>Chart &amp;order:</source>
        <translation>图表顺序(&amp;O)：</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Missed by</source>
        <translation>遗漏方</translation>
    </message>
    <message>
        <source>Synset</source>
        <translation>同义集</translation>
    </message>
    <message>
        <source>Only optional tokens</source>
        <translation>仅差可选词元</translation>
    </message>
    <message>
        <source>B (synset of A)</source>
        <translation>B（A 的同义集）</translation>
    </message>
    <message>
        <source>A (synset of B)</source>
        <translation>A（B 的同义集）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Compare the open gold (A) with a second annotator&apos;s gold (B): Compare With Gold...</source>
        <translation>将当前打开的金标准（A）与第二位标注者的金标准（B）比较：与金标准比较...</translation>
    </message>
    <message>
        <source>No sentence of B pairs with one of A by id.</source>
        <translation>B 中没有句子能按编号与 A 中的句子配对。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; = %1, &lt;b&gt;B&lt;/b&gt; = %2 (%3 sentences, facet %4)&lt;br&gt;Recall of A on B &lt;b&gt;%5&lt;/b&gt; (%6 of %7 synsets of B covered) &amp;nbsp;·&amp;nbsp; recall of B on A &lt;b&gt;%8&lt;/b&gt; (%9 of %10 synsets of A covered) &amp;nbsp;·&amp;nbsp; agreement &lt;b&gt;%11&lt;/b&gt;&lt;br&gt;Only on optional tokens: %12 of the %13 uncovered synsets (%14%)</source>
        <translation>&lt;b&gt;A&lt;/b&gt; = %1，&lt;b&gt;B&lt;/b&gt; = %2（%3 个句子，评测维度 %4）&lt;br&gt;A 对 B 的召回率 &lt;b&gt;%5&lt;/b&gt;（B 的 %7 个同义集中覆盖了 %6 个）&amp;nbsp;·&amp;nbsp; B 对 A 的召回率 &lt;b&gt;%8&lt;/b&gt;（A 的 %10 个同义集中覆盖了 %9 个）&amp;nbsp;·&amp;nbsp; 一致性 &lt;b&gt;%11&lt;/b&gt;&lt;br&gt;仅差可选词元：%13 个未覆盖同义集中的 %12 个（%14%）</translation>
    </message>
    <message>
        <source>Agreement per sentence (mean of both recalls)</source>
        <translation>每个句子的一致性（两个召回率的均值）</translation>
    </message>
    <message>
        <source>Sentence (lowest agreement first)</source>
        <translation>句子（一致性最低的在前）</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>Overall: %1 (recall of A on B %2, of B on A %3)</source>
        <translation>总体：%1（A 对 B 的召回率 %2，B 对 A 的召回率 %3）</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>Compare With Gold</source>
        <translation>与金标准比较</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>BenchIE 金标准文件和 OIE Studio 项目 (*.txt *.oieproj);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export Agreement Table</source>
        <translation>导出一致性表格</translation>
    </message>
    <message>
        <source>TSV (*.tsv);;CSV (*.csv);;LaTeX (*.tex)</source>
        <translation>TSV (*.tsv);;CSV (*.csv);;LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>Export Agreement Chart</source>
        <translation>导出一致性图表</translation>
    </message>
    <message>
        <source>%1: the chart is written as .pdf, .svg, .png or .tex</source>
        <translation>%1：图表可写为 .pdf、.svg、.png 或 .tex</translation>
    </message>
</context>
<context>
    <name>AnalysisResults</name>
    <message>
        <source>Open a gold file first.</source>
        <translation>请先打开金标准文件。</translation>
    </message>
</context>
<context>
    <name>AnnieImport</name>
    <message>
        <source>not an AnnIE progress file (a JSON object with &quot;textFile&quot; and &quot;clusters&quot;)</source>
        <translation>不是 AnnIE 进度文件（应为含有“textFile”和“clusters”的 JSON 对象）</translation>
    </message>
    <message>
        <source>cluster %1 names sentence %2, which the file does not have: left out</source>
        <translation>簇 %1 指向句子 %2，但文件中没有该句子：已略去</translation>
    </message>
    <message>
        <source>sentence %1, cluster %2: a triple with an empty slot is left out</source>
        <translation>句子 %1，簇 %2：含空槽位的三元组已略去</translation>
    </message>
    <message>
        <source>not an AnnIE annotation export (no line &quot;N&lt;TAB&gt;Cluster K: ...&quot;)</source>
        <translation>不是 AnnIE 标注导出文件（没有“N&lt;TAB&gt;Cluster K: ...”行）</translation>
    </message>
    <message>
        <source>cluster of sentence %1 without its sentence line before it: left out</source>
        <translation>句子 %1 的簇之前没有其句子行：已略去</translation>
    </message>
    <message>
        <source>a triple needs its words, subject, relation and object: left out</source>
        <translation>三元组需要其词、主语、关系和宾语：已略去</translation>
    </message>
    <message>
        <source>a triple with an empty slot is left out</source>
        <translation>含空槽位的三元组已略去</translation>
    </message>
</context>
<context>
    <name>AnnotationWorkspace</name>
    <message>
        <source>Sentence number (%1)</source>
        <translation>句子编号（%1）</translation>
    </message>
    <message>
        <source>Find in sentences (%1)</source>
        <translation>在句子中查找（%1）</translation>
    </message>
    <message>
        <source> / %1</source>
        <translation> / %1</translation>
    </message>
    <message>
        <source>Open a gold, project or text file to annotate (File &gt; Open).</source>
        <translation>打开要标注的金标准、项目或文本文件（文件 &gt; 打开）。</translation>
    </message>
    <message>
        <source>sent_id %1: %2</source>
        <extracomment>Above the token chips: &quot;sent_id 12: the sentence text&quot;</extracomment>
        <translation>sent_id %1：%2</translation>
    </message>
    <message>
        <source>Editing triple %1 of synset %2</source>
        <translation>正在编辑同义集 %2 的三元组 %1</translation>
    </message>
    <message>
        <source>No sentence</source>
        <translation>没有句子</translation>
    </message>
    <message>
        <source>Sentence %1 / %2: %3, %4 (total: %5, %6)</source>
        <extracomment>Status bar: &quot;Sentence 2 / 300: 3 synsets, 7 triples (total: 1350 synsets, 9000 triples)&quot;</extracomment>
        <translation>句子 %1 / %2：%3，%4（总计：%5，%6）</translation>
    </message>
    <message numerus="yes">
        <source>%n synset(s)</source>
        <translation>
            <numerusform>%n 个同义集</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n triple(s)</source>
        <translation>
            <numerusform>%n 个三元组</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Sentence</source>
        <translation>转到句子</translation>
    </message>
    <message>
        <source>Sentence (1 to %1):</source>
        <translation>句子（1 到 %1）：</translation>
    </message>
    <message>
        <source>Move Triple</source>
        <extracomment>Move a triple: synset number, or one past the last for a new synset</extracomment>
        <translation>移动三元组</translation>
    </message>
    <message>
        <source>To synset (1 to %1; %2 makes a new one):</source>
        <translation>移到同义集（1 到 %1；%2 表示新建）：</translation>
    </message>
    <message>
        <source>Fill %1</source>
        <extracomment>Edit menu: &quot;Fill Subject&quot;, the slot clicked tokens go to</extracomment>
        <translation>填充%1</translation>
    </message>
    <message>
        <source>Toggle &amp;Optional</source>
        <translation>切换可选(&amp;O)</translation>
    </message>
    <message>
        <source>Make the selected slot words one optional group [in brackets], or plain again</source>
        <translation>将所选词设为一个可选组［方括号］，或恢复为普通词</translation>
    </message>
    <message>
        <source>Move Word &amp;Left</source>
        <translation>词左移(&amp;L)</translation>
    </message>
    <message>
        <source>Move Word &amp;Right</source>
        <translation>词右移(&amp;R)</translation>
    </message>
    <message>
        <source>Remo&amp;ve Slot Words</source>
        <translation>移除槽位词(&amp;V)</translation>
    </message>
    <message>
        <source>Add a &amp;Word Not in the Sentence</source>
        <translation>添加句中没有的词(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Clear Triple</source>
        <translation>清空三元组(&amp;C)</translation>
    </message>
    <message>
        <source>Add to &amp;Active Synset</source>
        <translation>加入活动同义集(&amp;A)</translation>
    </message>
    <message>
        <source>Add to &amp;New Synset</source>
        <translation>加入新同义集(&amp;N)</translation>
    </message>
    <message>
        <source>Re&amp;place Edited Triple</source>
        <translation>替换所编辑的三元组(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Edit Triple</source>
        <translation>编辑三元组(&amp;E)</translation>
    </message>
    <message>
        <source>Load the selected triple back into the slots, then Replace</source>
        <translation>将所选三元组载回槽位，然后替换</translation>
    </message>
    <message>
        <source>D&amp;uplicate Triple</source>
        <translation>复制三元组(&amp;U)</translation>
    </message>
    <message>
        <source>Move Triple to &amp;Previous Synset</source>
        <translation>移到上一个同义集(&amp;P)</translation>
    </message>
    <message>
        <source>Move Triple to Ne&amp;xt Synset</source>
        <translation>移到下一个同义集(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Move Triple to Synset...</source>
        <translation>移动三元组到同义集(&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Delete Triple or Synset</source>
        <translation>删除三元组或同义集(&amp;D)</translation>
    </message>
    <message>
        <source>Toggle En&amp;tity-Clean</source>
        <translation>切换实体完整(&amp;T)</translation>
    </message>
    <message>
        <source>Go to the &amp;Tokens</source>
        <translation>转到词元(&amp;T)</translation>
    </message>
    <message>
        <source>Go to the S&amp;ynsets</source>
        <translation>转到同义集(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;First Sentence</source>
        <translation>第一句(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous Sentence</source>
        <translation>上一句(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Sentence</source>
        <translation>下一句(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last Sentence</source>
        <translation>最后一句(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Go to Sentence...</source>
        <translation>转到句子(&amp;G)...</translation>
    </message>
    <message>
        <source>Next Sentence &amp;Without Synsets</source>
        <translation>下一个无同义集的句子(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Find in Sentences...</source>
        <translation>在句子中查找(&amp;F)...</translation>
    </message>
    <message>
        <source>Find N&amp;ext</source>
        <translation>查找下一个(&amp;E)</translation>
    </message>
    <message>
        <source>Under review: adding it accepts the extraction</source>
        <translation>审阅中：添加即接受该抽取</translation>
    </message>
    <message>
        <source>Accept All Suggested &amp;Optional Tokens</source>
        <translation>接受所有建议的可选词元(&amp;K)</translation>
    </message>
    <message>
        <source>Make every word in a dotted bracket an optional group</source>
        <translation>将每个虚线括号中的词设为可选组</translation>
    </message>
    <message>
        <source>Accept the Suggestion at the &amp;Cursor</source>
        <translation>接受光标处的建议(&amp;C)</translation>
    </message>
    <message>
        <source>The suggestion on the current slot word, or on the focused token</source>
        <translation>当前槽位词或焦点词元上的建议</translation>
    </message>
    <message>
        <source>&amp;Undo Accepted Suggestions</source>
        <translation>撤销已接受的建议(&amp;Z)</translation>
    </message>
    <message>
        <source>Add &amp;Active-Voice Variant</source>
        <translation>添加主动语态变体(&amp;J)</translation>
    </message>
    <message>
        <source>The selected passive triple in the active voice: [The] ball; was kicked by; John gives John; kicked; [The] ball</source>
        <translation>所选被动三元组的主动语态形式：[The] ball; was kicked by; John 变为 John; kicked; [The] ball</translation>
    </message>
    <message>
        <source>Toggle Optional in the &amp;Whole Synset</source>
        <translation>在整个同义集中切换可选(&amp;Q)</translation>
    </message>
    <message>
        <source>The selected slot words made optional, or plain again, in every triple of the active synset</source>
        <translation>在活动同义集的每个三元组中，将所选槽位词设为可选，或恢复为普通词</translation>
    </message>
    <message>
        <source>Suggested optional (dotted): %1 &amp;middot; %2 accepts all, %3 the one at the cursor</source>
        <extracomment>Under the slots: &quot;Suggested optional (dotted): determiner, quantity · Ctrl+Shift+B accepts all, Alt+B the one at the cursor&quot;</extracomment>
        <translation>建议的可选词（虚线）：%1 &amp;middot; %2 接受全部，%3 接受光标处的建议</translation>
    </message>
    <message numerus="yes">
        <source>%n suggested optional token(s) accepted (%1 undoes)</source>
        <translation>
            <numerusform>已接受 %n 个建议的可选词元（%1 可撤销）</numerusform>
        </translation>
    </message>
    <message>
        <source>No suggested optional token at the cursor</source>
        <translation>光标处没有建议的可选词元</translation>
    </message>
    <message>
        <source>Synset %1 holds an entity-clean triple: the entity facet admits one placement, so no placement variant is offered</source>
        <translation>同义集 %1 含有实体完整的三元组：实体评测维度只允许一种边界位置，因此不提供位置变体</translation>
    </message>
    <message>
        <source>Add the active voice of triple %1 to synset %2</source>
        <translation>将三元组 %1 的主动语态形式加入同义集 %2</translation>
    </message>
    <message>
        <source>Active Voice</source>
        <translation>主动语态</translation>
    </message>
    <message>
        <source>%1

%2 --&gt; ? --&gt; %3
Active relation:</source>
        <translation>%1

%2 --&gt; ? --&gt; %3
主动关系：</translation>
    </message>
    <message>
        <source>No triple of synset %1 holds &quot;%2&quot; in its %3</source>
        <translation>同义集 %1 中没有任何三元组的%3含有“%2”</translation>
    </message>
    <message numerus="yes">
        <source>Make &quot;%1&quot; optional in %n triple(s) of synset %2</source>
        <extracomment>Undo text: Make &quot;the&quot; optional in 3 triples of synset 2</extracomment>
        <translation>
            <numerusform>在同义集 %2 的 %n 个三元组中将“%1”设为可选</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make &quot;%1&quot; plain in %n triple(s) of synset %2</source>
        <translation>
            <numerusform>在同义集 %2 的 %n 个三元组中将“%1”恢复为普通词</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill the &amp;Subject</source>
        <translation>填充主语(&amp;S)</translation>
    </message>
    <message>
        <source>Fill the &amp;Relation</source>
        <translation>填充关系(&amp;R)</translation>
    </message>
    <message>
        <source>Fill the O&amp;bject</source>
        <translation>填充宾语(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Copy Triple to the Slots</source>
        <translation>将三元组复制到槽位(&amp;C)</translation>
    </message>
    <message>
        <source>Load the selected triple into the slots as a new triple: change a slot, then Return adds it to the active synset</source>
        <translation>将所选三元组作为新三元组载入槽位：修改某个槽位后，按 Return 将其加入活动同义集</translation>
    </message>
    <message>
        <source>&amp;Variant Checklist...</source>
        <translation>变体清单(&amp;V)...</translation>
    </message>
    <message>
        <source>No other form of synset %1&apos;s triples that it does not hold already</source>
        <translation>没有同义集 %1 尚未包含的其他三元组形式</translation>
    </message>
    <message numerus="yes">
        <source>Add %n variant(s) to synset %1</source>
        <translation>
            <numerusform>向同义集 %1 添加 %n 个变体</numerusform>
        </translation>
    </message>
    <message>
        <source>Annotation &amp;Effort...</source>
        <translation>标注工作量(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Draft Synsets from Systems...</source>
        <translation>由系统生成草稿同义集(&amp;D)...</translation>
    </message>
    <message>
        <source>Round 0: the attached systems&apos; extractions of this sentence grouped into draft synsets; accept (Return), drop (Delete) or change (F2) each</source>
        <translation>第 0 轮：将已附加系统对本句的抽取分组为草稿同义集；逐个接受（Return）、丢弃（Delete）或修改（F2）</translation>
    </message>
    <message>
        <source>Draft synsets from the attached systems for every sentence that has none (one undo step)</source>
        <translation>为每个还没有同义集的句子，根据已附加的系统生成草稿同义集（一步即可撤销）</translation>
    </message>
    <message numerus="yes">
        <source>Propose %n draft synset(s) for sentence %1</source>
        <translation>
            <numerusform>为句子 %1 提议 %n 个草稿同义集</numerusform>
        </translation>
    </message>
    <message>
        <source>No system outputs are attached: attach some in the Evaluate tab to get draft synsets</source>
        <translation>未附加系统输出：请在“评估”标签页中附加，以获得草稿同义集</translation>
    </message>
    <message>
        <source>Propose draft synsets for every sentence</source>
        <translation>为每个句子提议草稿同义集</translation>
    </message>
    <message>
        <source>No new draft synsets: every sentence has drafts already, or the systems extracted nothing for it</source>
        <translation>没有新的草稿同义集：每个句子都已有草稿，或系统未从中抽取到任何内容</translation>
    </message>
    <message numerus="yes">
        <source>%n draft synset(s) proposed (%1 reviews a sentence&apos;s drafts)</source>
        <translation>
            <numerusform>已提议 %n 个草稿同义集（%1 可审阅某个句子的草稿）</numerusform>
        </translation>
    </message>
    <message>
        <source>The attached systems extracted nothing for sentence %1</source>
        <translation>已附加的系统未从句子 %1 中抽取到任何内容</translation>
    </message>
    <message>
        <source>Edit draft synset %1</source>
        <translation>编辑草稿同义集 %1</translation>
    </message>
    <message>
        <source>The draft&apos;s triple is in the slots: change it, then %1 adds it as a new synset</source>
        <translation>草稿的三元组已在槽位中：修改后，按 %1 将其作为新同义集加入</translation>
    </message>
    <message numerus="yes">
        <source>&lt;i&gt;%n draft synset(s) from systems, not gold until accepted: %1 reviews them&lt;/i&gt;</source>
        <extracomment>Above the synset tree when the sentence has draft synsets (round 0)</extracomment>
        <translation>
            <numerusform>&lt;i&gt;%n 个来自系统的草稿同义集，接受之前不属于金标准：按 %1 审阅&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy a Nested &amp;Fact to the Slots</source>
        <translation>将嵌套事实复制到槽位(&amp;F)</translation>
    </message>
    <message>
        <source>The selected triple with its object cut after a preposition, the words before it in the relation, as a new triple (again: the next preposition); Ctrl+Return adds it as a new synset</source>
        <translation>将所选三元组的宾语在介词之后切开，介词及其前面的词移入关系，作为新三元组（再按一次：下一个介词）；Ctrl+Return 将其添加为新同义集</translation>
    </message>
    <message>
        <source>The object of the selected triple has no preposition to cut it at</source>
        <translation>所选三元组的宾语中没有可切分的介词</translation>
    </message>
    <message>
        <source>Nested fact %1 of %2 in the slots: %3 adds it as a new synset</source>
        <translation>嵌套事实 %1/%2 已载入槽位：%3 将其添加为新同义集</translation>
    </message>
    <message>
        <source>Propose Draft Synsets for Ever&amp;y Sentence</source>
        <translation>为每个句子建议草稿同义集(&amp;Y)</translation>
    </message>
    <message numerus="yes">
        <source>Add %n synset(s) for other conjuncts</source>
        <translation>
            <numerusform>为其他并列项添加 %n 个同义集</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n variant(s) to synset %1 and synsets for other conjuncts</source>
        <translation>
            <numerusform>向同义集 %1 添加 %n 个变体，并为其他并列项添加同义集</numerusform>
        </translation>
    </message>
    <message>
        <source>Every other form of the selected synset&apos;s facts (placements of the relation/object boundary, the active voice) and the facts of the other conjuncts as new synsets, the usual ones checked: toggle by key, Return adds them</source>
        <translation>所选同义集中事实的其他所有形式（关系与宾语边界的各种位置、主动语态）以及作为新同义集的其他并列项的事实，常用的已勾选：按键切换，回车添加</translation>
    </message>
    <message>
        <source>Add to Active Synset, T&amp;hen Its Forms</source>
        <translation>加入活动同义集，然后显示其形式(&amp;H)</translation>
    </message>
    <message>
        <source>Adds the triple to the active synset, then opens the variant checklist on it</source>
        <translation>将三元组加入活动同义集，然后打开它的变体清单</translation>
    </message>
    <message>
        <source>Add to New Synset, Then &amp;Its Forms</source>
        <translation>加入新同义集，然后显示其形式(&amp;I)</translation>
    </message>
    <message>
        <source>Adds the triple as a new synset, then opens the variant checklist on it</source>
        <translation>将三元组作为新同义集加入，然后打开它的变体清单</translation>
    </message>
    <message>
        <source>Add to Active Synset, &amp;Keep the Slots</source>
        <translation>加入活动同义集并保留槽位(&amp;K)</translation>
    </message>
    <message>
        <source>Adds the triple to the active synset and keeps it in the slots: change a slot, then add the next form</source>
        <translation>将三元组加入活动同义集并保留在槽位中：修改一个槽位，然后加入下一种形式</translation>
    </message>
</context>
<context>
    <name>BarChart</name>
    <message>
        <source>Add a system output to see this chart</source>
        <translation>添加系统输出后即可查看此图表</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>Chart tooltip: &quot;series, category: value&quot;</extracomment>
        <translation>%1，%2：%3</translation>
    </message>
</context>
<context>
    <name>BucketDialog</name>
    <message>
        <source>Sentence Buckets</source>
        <translation>句子分组</translation>
    </message>
    <message>
        <source>Bins over a sentence property</source>
        <translation>按句子属性分箱</translation>
    </message>
    <message>
        <source>Buckets from a TSV file (sent_id, bucket)</source>
        <translation>从 TSV 文件读取分组 (sent_id, bucket)</translation>
    </message>
    <message>
        <source>Ascending upper bounds: &quot;20, 30&quot; makes the bins &lt;= 20, 21-30 and &gt; 30</source>
        <translation>递增的上界：&quot;20, 30&quot; 生成区间 &lt;= 20、21-30 和 &gt; 30</translation>
    </message>
    <message>
        <source>default: property_bins</source>
        <translation>默认：属性_bins</translation>
    </message>
    <message>
        <source>&amp;Property:</source>
        <translation>属性(&amp;P)：</translation>
    </message>
    <message>
        <source>Bin &amp;edges:</source>
        <translation>区间边界(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>浏览(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Bucket File</source>
        <translation>分组文件</translation>
    </message>
    <message>
        <source>TSV (*.tsv *.txt);;All files (*)</source>
        <translation>TSV (*.tsv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose a TSV file.</source>
        <translation>请选择一个 TSV 文件。</translation>
    </message>
    <message>
        <source>Bin edges must be ascending whole numbers, such as 20, 30.</source>
        <translation>区间边界必须是递增的整数，例如 20, 30。</translation>
    </message>
</context>
<context>
    <name>CarbTableModel</name>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>抽取数</translation>
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
        <translation>阈值</translation>
    </message>
    <message>
        <source>Area under the precision-recall curve</source>
        <translation>精确率-召回率曲线下面积</translation>
    </message>
    <message>
        <source>At the F1-optimal confidence threshold, rounded as CaRB prints it</source>
        <translation>在 F1 最优的置信度阈值处，按 CaRB 的输出方式取整</translation>
    </message>
    <message>
        <source>The confidence threshold of the F1-optimal point</source>
        <translation>F1 最优点的置信度阈值</translation>
    </message>
    <message>
        <source>%1 in sentences the CaRB gold does not have</source>
        <extracomment>CaRB extraction count: why some extractions of the system are not scored</extracomment>
        <translation>%1 条位于 CaRB 金标准没有的句子中</translation>
    </message>
    <message>
        <source>%1 whose sentence id is not in the gold</source>
        <translation>%1 条的句子编号不在金标准中</translation>
    </message>
    <message>
        <source>%1 of a sentence repeated later (CaRB keeps the later one)</source>
        <translation>%1 条属于后面重复出现的句子（CaRB 保留后者）</translation>
    </message>
    <message>
        <source>%1 that CaRB cannot read as a tuple</source>
        <translation>%1 条 CaRB 无法读作元组</translation>
    </message>
    <message>
        <source>CaRB scores %1 of the %2 extractions</source>
        <translation>CaRB 评分了 %2 条抽取中的 %1 条</translation>
    </message>
    <message>
        <source>Extractions: CaRB scores only the extractions of sentences in its gold; the systems panel counts every extraction read. %1.</source>
        <extracomment>Under the CaRB table: why its Extractions column is not the systems panel&apos;s count</extracomment>
        <translation>抽取：CaRB 只评分其金标准中句子的抽取；系统面板统计读到的全部抽取。%1。</translation>
    </message>
    <message>
        <source>%1 gold tuples in %2 sentences; %3 sentences of the system without CaRB gold ignored</source>
        <translation>%2 个句子中有 %1 个金标准元组；已忽略系统中没有 CaRB 金标准的 %3 个句子</translation>
    </message>
    <message>
        <source>Extractions in sentences that have CaRB gold (the systems panel counts every extraction read)</source>
        <translation>有 CaRB 金标准的句子中的抽取（系统面板统计读到的全部抽取）</translation>
    </message>
    <message>
        <source>%1; left out: %2</source>
        <translation>%1；未计入：%2</translation>
    </message>
</context>
<context>
    <name>ChartExportDialog</name>
    <message>
        <source>Chart Export</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>厘米</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>英寸</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>单位：</translation>
    </message>
    <message>
        <source>PNG resolution (dpi):</source>
        <translation>PNG 分辨率 (dpi)：</translation>
    </message>
    <message>
        <source>Font size:</source>
        <translation>字号：</translation>
    </message>
    <message>
        <source>ACL/EMNLP single column (7.7 cm)</source>
        <translation>ACL/EMNLP 单栏（7.7 厘米）</translation>
    </message>
    <message>
        <source>One column (8.5 cm)</source>
        <translation>单栏（8.5 厘米）</translation>
    </message>
    <message>
        <source>Two columns (17 cm)</source>
        <translation>双栏（17 厘米）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
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
        <translation>自由（在下方设置高度）</translation>
    </message>
    <message>
        <source>The same in points whatever the size: 8 to 10 pt match a paper&apos;s text</source>
        <translation>无论图表尺寸如何，均以磅为单位：8 到 10 磅与论文正文相当</translation>
    </message>
    <message>
        <source>Draw the title (papers put it in the caption)</source>
        <translation>绘制标题（论文通常将其放在图注中）</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>Aspect (width:height):</source>
        <translation>宽高比（宽:高）：</translation>
    </message>
    <message>
        <source>Preview at true size on this screen</source>
        <extracomment>Under the chart export preview</extracomment>
        <translation>在此屏幕上按实际尺寸预览</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn</source>
        <translation>%1：无法绘制图表</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size: give WIDTHxHEIGHT in cm or in, such as 8.5x6cm or 3.3x2.5in</source>
        <extracomment>%1 is what was given to --size</extracomment>
        <translation>&apos;%1&apos; 不是有效的尺寸：请按 WIDTHxHEIGHT 给出，单位为 cm 或 in，例如 8.5x6cm 或 3.3x2.5in</translation>
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
        <translation>一个系统</translation>
    </message>
    <message>
        <source>%1 systems</source>
        <translation>%1 个系统</translation>
    </message>
    <message>
        <source>Bars: %1 for each %2 (%3), one bar per system, %4 in all.</source>
        <extracomment>Caption of an exported bar chart: %1 the y axis, %2 the x axis, %3 its categories, %4 &quot;8 systems&quot;</extracomment>
        <translation>柱状图：每个%2（%3）的%1，每个系统一根柱，共 %4。</translation>
    </message>
    <message>
        <source>Curves: %1 against %2, one curve per system, %3 in all.</source>
        <extracomment>Caption of an exported curve chart: %1 the y axis, %2 the x axis, %3 &quot;8 systems&quot;</extracomment>
        <translation>曲线：%1 随 %2 的变化，每个系统一条曲线，共 %3。</translation>
    </message>
    <message>
        <source>The legend gives each system&apos;s area under the curve (AUC).</source>
        <translation>图例给出了每个系统的曲线下面积（AUC）。</translation>
    </message>
    <message>
        <source>One row per system (%1 in all), one column per %2; a cell&apos;s colour gives its value (scale on the right).</source>
        <extracomment>Caption of an exported heat map: %1 &quot;8 systems&quot;, %2 the x axis</extracomment>
        <translation>每个系统一行（共 %1），每个%2一列；单元格的颜色表示其数值（色标在右侧）。</translation>
    </message>
    <message>
        <source>scorer %1</source>
        <translation>评分器 %1</translation>
    </message>
    <message>
        <source>facet %1</source>
        <translation>评测维度 %1</translation>
    </message>
    <message>
        <source>gold %1</source>
        <translation>金标准 %1</translation>
    </message>
    <message>
        <source>Computed by OIE Studio (%1).</source>
        <extracomment>Caption: where the numbers come from, e.g. &quot;scorer BenchIE, facet default, gold gold.txt&quot;</extracomment>
        <translation>由 OIE Studio 计算（%1）。</translation>
    </message>
    <message>
        <source>its text does not fit %1 at the document&apos;s text size, nor any taller size at this width; export it wider</source>
        <extracomment>A LaTeX figure not made: %1 the size asked (&quot;8.50 x 6.00 cm&quot;)</extracomment>
        <translation>按文档的文字大小，其文字放不进 %1，在此宽度下更高的尺寸也放不下；请导出得更宽</translation>
    </message>
    <message>
        <source>its text does not fit %1 at the document&apos;s text size (the legend already in \scriptsize, without the title); export it at %2 (--size %3)</source>
        <extracomment>A LaTeX figure not made: %1 the size asked, %2 the size that works, %3 as --size takes it</extracomment>
        <translation>按文档的文字大小，其文字放不进 %1（图例已用 \scriptsize，且不含标题）；请以 %2 导出（--size %3）</translation>
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
        <translation>%1 %2 %3 减 %4 %5 = %6
p = %7%8（%10 次中有 %9 次同样极端）
%11</translation>
    </message>
    <message>
        <source>, Holm-adjusted</source>
        <translation>，经 Holm 校正</translation>
    </message>
    <message>
        <source>significant at p &lt; %1</source>
        <translation>在 p &lt; %1 时显著</translation>
    </message>
    <message>
        <source>not significant at p &lt; %1</source>
        <translation>在 p &lt; %1 时不显著</translation>
    </message>
    <message>
        <source>%1% interval of the difference: [%2, %3]</source>
        <translation>差值的 %1% 区间：[%2, %3]</translation>
    </message>
</context>
<context>
    <name>CompareSystemsDialog</name>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
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
        <translation>比较系统</translation>
    </message>
    <message>
        <source>Approximate randomization</source>
        <translation>近似随机化检验</translation>
    </message>
    <message>
        <source>Paired bootstrap</source>
        <translation>配对自助法</translation>
    </message>
    <message>
        <source>&amp;Holm-adjust over all pairs</source>
        <translation>对所有配对做 Holm 校正(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Test:</source>
        <translation>检验(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Resamples:</source>
        <translation>重采样次数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>导出(&amp;E)...</translation>
    </message>
    <message>
        <source>Two visible systems or more are needed to compare.</source>
        <translation>至少需要两个可见系统才能比较。</translation>
    </message>
    <message>
        <source>This scorer has no per-sentence outcomes to compare here (BenchIE^FL&apos;s official mode, or CaRB and OIE2016 before they score).</source>
        <translation>此评分器在这里没有可比较的逐句结果（BenchIE^FL 的官方模式，或尚未评分的 CaRB 与 OIE2016）。</translation>
    </message>
    <message>
        <source>%1, %2 sentences: %3 of the row system minus the column system; %4; † p &lt; %5 (green: the row is higher, red: lower)</source>
        <extracomment>Compare Systems caption: &quot;BenchIE, facet default, 300 sentences: F1 of the row minus the column; approximate randomization test (...); † p &lt; 0.05&quot;</extracomment>
        <translation>%1，%2 个句子：行系统的 %3 减去列系统的；%4；† p &lt; %5（绿色：行更高，红色：更低）</translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation>导出比较</translation>
    </message>
    <message>
        <source>CSV (*.csv);;LaTeX (*.tex);;JSON (*.json);;Text (*.txt)</source>
        <translation>CSV (*.csv);;LaTeX (*.tex);;JSON (*.json);;文本 (*.txt)</translation>
    </message>
</context>
<context>
    <name>ConlluReader</name>
    <message>
        <source>head %1 is past the last word of the sentence (%2); read as the root</source>
        <translation>中心词 %1 超出句子最后一个词（%2）；按根节点读取</translation>
    </message>
    <message>
        <source>word %1 is its own head; read as the root</source>
        <translation>词 %1 以自身为中心词；按根节点读取</translation>
    </message>
    <message>
        <source>expected 10 tab-separated columns, found %1; line skipped</source>
        <translation>应为 10 个制表符分隔的列，实际为 %1；已跳过该行</translation>
    </message>
    <message>
        <source>bad word id &quot;%1&quot;; line skipped</source>
        <translation>无效的词编号“%1”；已跳过该行</translation>
    </message>
    <message>
        <source>bad multiword token range &quot;%1&quot;; line skipped</source>
        <translation>无效的多词词元范围“%1”；已跳过该行</translation>
    </message>
    <message>
        <source>word id %1 out of sequence (expected %2); line skipped</source>
        <translation>词编号 %1 顺序错误（应为 %2）；已跳过该行</translation>
    </message>
    <message>
        <source>bad head &quot;%1&quot; (a word id or 0 was expected); read as the root</source>
        <translation>无效的中心词“%1”（应为词编号或 0）；按根节点读取</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>OIE Studio projects (*.oieproj);;All files (*)</source>
        <translation>OIE Studio 项目 (*.oieproj);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 is also the OIE2016 gold: add system outputs with Evaluation &gt; OIE2016</source>
        <translation>%1 也是 OIE2016 金标准：请通过“评估 &gt; OIE2016”添加系统输出</translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else since it was opened.</source>
        <translation>自打开以来，%1 已在磁盘上被他人修改。</translation>
    </message>
    <message>
        <source>OIE Studio</source>
        <translation>OIE Studio</translation>
    </message>
    <message>
        <source>Overwrite it anyway?</source>
        <translation>仍要覆盖吗？</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>The annotation has unsaved changes. Save them as a project?</source>
        <translation>标注有未保存的更改。是否保存为项目？</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>未命名文档</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>OIE Studio was closed with unsaved changes to %1 (last copy %2). Restore them?</source>
        <translation>OIE Studio 关闭时，%1 有未保存的更改（最近副本：%2）。是否恢复？</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>BenchIE 金标准文件和 OIE Studio 项目 (*.txt *.oieproj);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>请先打开金标准文件，再添加系统输出。</translation>
    </message>
    <message>
        <source>Add System Output</source>
        <translation>添加系统输出</translation>
    </message>
    <message>
        <source>BenchIE system outputs (*.txt);;All files (*)</source>
        <translation>BenchIE 系统输出 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>System name:</source>
        <translation>系统名称：</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Export Entity Gold</source>
        <translation>导出实体金标准</translation>
    </message>
    <message>
        <source>Export BenchIE Gold</source>
        <translation>导出 BenchIE 金标准</translation>
    </message>
    <message>
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation>BenchIE 金标准文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %1 (%n triple(s) written as AnnIE can: adjacent optional groups joined, brackets inside words dropped)</source>
        <translation>
            <numerusform>已导出 %1（%n 个三元组按 AnnIE 能表示的形式写出：相邻的可选组已合并，词内的括号已去除）</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Gold in AnnIE Notation</source>
        <translation>以 AnnIE 记法导出金标准</translation>
    </message>
    <message>
        <source>AnnIE annotation text (*.tsv);;All files (*)</source>
        <translation>AnnIE 标注文本 (*.tsv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Nothing was restored; the copy stays where it is.</source>
        <translation>未恢复任何内容；副本保留在原处。</translation>
    </message>
    <message>
        <source>Nothing was restored; the copy was kept as %1.</source>
        <translation>未恢复任何内容；副本已保存为 %1。</translation>
    </message>
</context>
<context>
    <name>DocumentImport</name>
    <message>
        <source>OIE Studio project</source>
        <translation>OIE Studio 项目</translation>
    </message>
    <message>
        <source>BenchIE gold</source>
        <translation>BenchIE 金标准</translation>
    </message>
    <message>
        <source>CoNLL-U</source>
        <translation>CoNLL-U</translation>
    </message>
    <message>
        <source>text, one sentence per line</source>
        <translation>文本，每行一句</translation>
    </message>
    <message>
        <source>raw text</source>
        <translation>纯文本</translation>
    </message>
    <message>
        <source>give it as NAME=FILE</source>
        <translation>请以 NAME=FILE 形式给出</translation>
    </message>
    <message>
        <source>score it with --scorer carb or --scorer oie2016</source>
        <translation>请使用 --scorer carb 或 --scorer oie2016 评分</translation>
    </message>
    <message>
        <source>a ROBUST file is scored with --scorer robust</source>
        <translation>ROBUST 文件使用 --scorer robust 评分</translation>
    </message>
    <message>
        <source>a BenchIE gold or a text to annotate</source>
        <translation>BenchIE 金标准或待标注的文本</translation>
    </message>
    <message>
        <source>OIE2016 gold</source>
        <translation>OIE2016 金标准</translation>
    </message>
    <message>
        <source>AnnIE progress</source>
        <translation>AnnIE 进度</translation>
    </message>
    <message>
        <source>AnnIE annotation export</source>
        <translation>AnnIE 标注导出</translation>
    </message>
    <message numerus="yes">
        <source>opened as an OIE2016 gold: %n gold extraction(s), each one synset (arg1 --&gt; predicate --&gt; arg2, further arguments as extra parts) in %1 sentences; OIE2016 scores it through Evaluation &gt; OIE2016</source>
        <translation>
            <numerusform>已作为 OIE2016 金标准打开：%1 个句子中的 %n 条金标准抽取，每条作为一个同义集（arg1 --&gt; predicate --&gt; arg2，其余论元作为附加部分）；OIE2016 通过“评估 &gt; OIE2016”对其评分</numerusform>
        </translation>
    </message>
    <message>
        <source>empty file: a gold has sent_id:ID&lt;TAB&gt;sentence lines and their triples</source>
        <translation>空文件：金标准由 sent_id:ID&lt;TAB&gt;sentence 行及其三元组组成</translation>
    </message>
    <message>
        <source>this looks like %1, not a gold: a gold has sent_id:ID&lt;TAB&gt;sentence lines and their triples</source>
        <translation>这看起来是%1，而不是金标准：金标准由 sent_id:ID&lt;TAB&gt;sentence 行及其三元组组成</translation>
    </message>
    <message>
        <source>no sentence (no sent_id:ID&lt;TAB&gt;sentence line): this is not a gold</source>
        <translation>没有句子（没有 sent_id:ID&lt;TAB&gt;sentence 行）：这不是金标准</translation>
    </message>
    <message>
        <source>a BenchIE gold</source>
        <translation>BenchIE 金标准</translation>
    </message>
</context>
<context>
    <name>DraftSynsetsDialog</name>
    <message>
        <source>Draft Synsets from Systems</source>
        <translation>由系统生成草稿同义集</translation>
    </message>
    <message>
        <source>Accept Draft</source>
        <translation>接受草稿</translation>
    </message>
    <message>
        <source>Drop Draft</source>
        <translation>丢弃草稿</translation>
    </message>
    <message numerus="yes">
        <source>Sentence %1: %n draft synset(s) made from the systems&apos; extractions (never gold until accepted). A draft&apos;s key (1-9, a-z) goes to it; Space toggles a triple, Return accepts the draft&apos;s checked triples as a new synset, Delete drops the draft, F2 loads the triple into the slots to change it.</source>
        <extracomment>%1: a sentence number; %n: how many drafts</extracomment>
        <translation>
            <numerusform>句子 %1：由系统的抽取生成了 %n 个草稿同义集（接受之前绝不属于金标准）。按草稿的键（1-9、a-z）跳转到该草稿；Space 切换三元组的勾选，Return 将草稿中已勾选的三元组接受为新同义集，Delete 丢弃草稿，F2 将三元组载入槽位以便修改。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1   Draft %2 — %3</source>
        <translation>%1   草稿 %2 — %3</translation>
    </message>
    <message>
        <source>in the gold already</source>
        <translation>已在金标准中</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>边界位置</translation>
    </message>
    <message>
        <source>No draft synsets left for this sentence.</source>
        <translation>此句已没有草稿同义集。</translation>
    </message>
    <message>
        <source>1-9, a-z, A-Z</source>
        <translation>1-9, a-z, A-Z</translation>
    </message>
    <message>
        <source>Go to that draft</source>
        <translation>转到该草稿</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Check or uncheck the triple (on a draft&apos;s line: all of its triples)</source>
        <translation>勾选或取消勾选该三元组（在草稿行上：其所有三元组）</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Accept the draft: its checked triples become a new synset</source>
        <translation>接受草稿：其已勾选的三元组成为新同义集</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Drop the draft</source>
        <translation>丢弃草稿</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>Load the triple into the slots to change it (its draft is dropped)</source>
        <translation>将三元组载入槽位以便修改（其草稿将被丢弃）</translation>
    </message>
</context>
<context>
    <name>EffortDialog</name>
    <message>
        <source>Annotation Effort</source>
        <translation>标注工作量</translation>
    </message>
    <message>
        <source>&amp;Record the keys and time of annotating (kept in the project file)</source>
        <translation>记录标注时的按键和时间(&amp;R)（保存在项目文件中）</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Synsets</source>
        <translation>同义集</translation>
    </message>
    <message>
        <source>Triples</source>
        <translation>三元组</translation>
    </message>
    <message>
        <source>Nothing recorded yet: keys pressed in the Annotate tab are counted here, per sentence.</source>
        <translation>尚无记录：在“标注”标签页中的按键会按句子统计在这里。</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) annotated: %1 keys in %2; they hold %3 synsets and %4 triples (%5 keys per triple). A pause over a minute counts as one minute.</source>
        <translation>
            <numerusform>已标注 %n 个句子：用时 %2，按键 %1 次；共含 %3 个同义集和 %4 个三元组（每个三元组 %5 次按键）。超过一分钟的停顿按一分钟计。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorAnalysis</name>
    <message>
        <source>the sentence has no gold triple, so no extraction of it can be correct</source>
        <translation>该句子没有金标三元组，因此它的任何抽取都不可能正确</translation>
    </message>
    <message>
        <source>matches triple %1 of synset %2</source>
        <translation>与同义集 %2 的三元组 %1 匹配</translation>
    </message>
    <message>
        <source>no slot is a realization of that slot of any gold triple of the sentence</source>
        <translation>没有任何槽位是该句子任一金标三元组对应槽位的实现</translation>
    </message>
    <message>
        <source>%1 %2 is not a realization of any gold %1</source>
        <translation>%1 %2 不是任何金标%1的实现</translation>
    </message>
    <message>
        <source>each slot is a realization of that slot of some gold triple, but no triple has all three</source>
        <translation>每个槽位都是某个金标三元组对应槽位的实现，但没有一个三元组同时包含全部三个</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs only in %2</source>
        <translation>同义集 %1 中最接近的三元组仅在 %2 上不同</translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs in %2</source>
        <translation>同义集 %1 中最接近的三元组在 %2 上不同</translation>
    </message>
    <message>
        <source>subject</source>
        <translation>主语</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>object</source>
        <translation>宾语</translation>
    </message>
    <message numerus="yes">
        <source>%n more triple(s) as close, in synset(s) %1</source>
        <translation>
            <numerusform>另有 %n 个同样接近的三元组，位于同义集 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>differs from triple %1 of synset %2 only in letter case, which the scorers compare</source>
        <translation>与同义集 %2 的三元组 %1 仅大小写不同，而评分器区分大小写</translation>
    </message>
</context>
<context>
    <name>EvaluationChartData</name>
    <message>
        <source>Precision, recall and F1 (facet: %1)</source>
        <translation>精确率、召回率和 F1（评测维度：%1）</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>CaRB precision-recall curves</source>
        <translation>CaRB 精确率-召回率曲线</translation>
    </message>
    <message>
        <source>%1 (AUC %2)</source>
        <extracomment>Legend entry of an OIE2016 curve: system name and area under the curve</extracomment>
        <translation>%1（AUC %2）</translation>
    </message>
    <message>
        <source>F1 per facet</source>
        <translation>各评测维度的 F1</translation>
    </message>
    <message>
        <source>Facet</source>
        <translation>评测维度</translation>
    </message>
    <message>
        <source>Slot errors of incorrect extractions</source>
        <translation>错误抽取的槽位错误</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>槽位</translation>
    </message>
    <message>
        <source>Share of incorrect extractions</source>
        <translation>错误抽取所占比例</translation>
    </message>
    <message>
        <source>Error buckets (1 = slot agrees with the closest gold triple)</source>
        <translation>错误类别（1 = 槽位与最接近的金标准三元组一致）</translation>
    </message>
    <message>
        <source>Slot pattern (subject, relation, object)</source>
        <translation>槽位模式（主语、关系、宾语）</translation>
    </message>
    <message>
        <source>Error buckets per system (1 = slot agrees with the closest gold triple)</source>
        <translation>各系统的错误类别（1 = 槽位与最接近的金标准三元组一致）</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Cells: share of the system&apos;s incorrect extractions</source>
        <translation>单元格：占该系统错误抽取的比例</translation>
    </message>
    <message>
        <source>F1 by sentence bucket: %1</source>
        <translation>按句子分组的 F1：%1</translation>
    </message>
    <message>
        <source>Bucket (%1)</source>
        <translation>分组（%1）</translation>
    </message>
    <message>
        <source>Tokens: %1</source>
        <translation>词元：%1</translation>
    </message>
    <message>
        <source>Counted from: %1</source>
        <translation>统计依据：%1</translation>
    </message>
    <message>
        <source>%1 (n=%2)</source>
        <extracomment>Chart category: bucket label and its number of sentences</extracomment>
        <translation>%1（n=%2）</translation>
    </message>
    <message>
        <source>One point per confidence threshold, and (0, 1) as CaRB adds it for the AUC</source>
        <translation>每个置信度阈值一个点，另加 CaRB 为计算 AUC 补充的 (0, 1)</translation>
    </message>
    <message>
        <source>Precision, recall and F1 (BenchIE^FL, %1)</source>
        <extracomment>%1 is the matcher&apos;s mode, e.g. &quot;principled&quot; or &quot;official, no correction&quot;</extracomment>
        <translation>精确率、召回率和 F1（BenchIE^FL，%1）</translation>
    </message>
    <message>
        <source>AUC %1</source>
        <extracomment>Legend entry of a CaRB curve, after the system&apos;s name: the area under the curve</extracomment>
        <translation>AUC %1</translation>
    </message>
    <message>
        <source>OIE2016 precision-recall curves</source>
        <translation>OIE2016 精确率-召回率曲线</translation>
    </message>
    <message>
        <source>The rows the official scorer writes, by recall; %1</source>
        <extracomment>%1 is the matcher&apos;s mode, e.g. &quot;mode current: official matcher of today, ...&quot;</extracomment>
        <translation>官方评分器按召回率写出的各行；%1</translation>
    </message>
    <message>
        <source>OIE2016 area under the precision-recall curve</source>
        <translation>OIE2016 精确率-召回率曲线下面积</translation>
    </message>
    <message>
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <source>Left out: %1 (the gold has no synset under it; under Entity, no triple is flagged entity-clean).</source>
        <translation>未计入：%1（金标准在该评测维度下没有同义集；在“实体”下，没有三元组被标记为实体完整）。</translation>
    </message>
    <message>
        <source>Error bars: %1% percentile bootstrap intervals over the gold sentences, %2 resamples, seed %3</source>
        <extracomment>Under a P, R and F1 chart: %1 the level (95), %2 resamples, %3 the seed</extracomment>
        <translation>误差线：基于金标句子的 %1% 百分位自助法区间，%2 次重采样，种子 %3</translation>
    </message>
    <message>
        <source>Wrong only in letter case, which the scorers compare: %1</source>
        <extracomment>Under the error-bucket charts; %1 lists systems with their counts (&quot;clausie 12, minie 3&quot;)</extracomment>
        <translation>仅大小写错误（评分器区分大小写）：%1</translation>
    </message>
</context>
<context>
    <name>EvaluationWorkspace</name>
    <message>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
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
        <translation>每个系统在各评测维度下的 F1</translation>
    </message>
    <message>
        <source>Export Scores...</source>
        <translation>导出得分...</translation>
    </message>
    <message>
        <source>Export Overview...</source>
        <translation>导出概览...</translation>
    </message>
    <message>
        <source>&amp;Decimals:</source>
        <translation>小数位数(&amp;D)：</translation>
    </message>
    <message>
        <source>S&amp;corer:</source>
        <translation>评分器(&amp;C)：</translation>
    </message>
    <message>
        <source>Export Chart...</source>
        <translation>导出图表...</translation>
    </message>
    <message>
        <source>Export All Charts...</source>
        <translation>导出所有图表...</translation>
    </message>
    <message>
        <source>Sentence Buckets...</source>
        <translation>句子分组...</translation>
    </message>
    <message>
        <source>Add a bucketized F1 chart: bins over a sentence property, or a TSV file sent_id, bucket</source>
        <translation>添加分组 F1 图表：按句子属性分箱，或使用 TSV 文件 sent_id, bucket</translation>
    </message>
    <message>
        <source>CaRB Gold</source>
        <translation>CaRB 金标准</translation>
    </message>
    <message>
        <source>CaRB gold (*.txt *.tsv);;All files (*)</source>
        <translation>CaRB 金标准 (*.txt *.tsv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Attach &amp;CaRB Gold...</source>
        <translation>附加 CaRB 金标准(&amp;C)...</translation>
    </message>
    <message>
        <source>A CaRB gold file for the same sentences, to score the systems with CaRB</source>
        <translation>同一批句子的 CaRB 金标准文件，用于以 CaRB 评测系统</translation>
    </message>
    <message>
        <source>&amp;Scorer</source>
        <translation>评分器(&amp;S)</translation>
    </message>
    <message>
        <source>Export &amp;All Charts...</source>
        <translation>导出所有图表(&amp;A)...</translation>
    </message>
    <message>
        <source>Export Mismatch &amp;Report...</source>
        <translation>导出不匹配报告(&amp;R)...</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>Export All Charts</source>
        <translation>导出所有图表</translation>
    </message>
    <message>
        <source>Export Mismatch Report</source>
        <translation>导出不匹配报告</translation>
    </message>
    <message>
        <source>TSV (*.tsv);;JSON (*.json)</source>
        <translation>TSV (*.tsv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the F1 of every system under every facet</source>
        <translation>导出每个系统在各评测维度下的 F1</translation>
    </message>
    <message>
        <source>F1 under every facet</source>
        <translation>各评测维度下的 F1</translation>
    </message>
    <message>
        <source>FL &amp;Options</source>
        <translation>FL 选项(&amp;O)</translation>
    </message>
    <message>
        <source>Matching: %1</source>
        <extracomment>Beside the score table under BenchIE^FL: the matcher&apos;s mode and the heuristics switched off</extracomment>
        <translation>匹配：%1</translation>
    </message>
    <message>
        <source>CaRB does not judge extractions against synsets: the verdicts and F1 on this page are BenchIE&apos;s, under the facet chosen in the toolbar. The CaRB scores are on the Scores page.</source>
        <translation>CaRB 不按同义集评判单个抽取：本页的判定和 F1 来自 BenchIE，使用工具栏中选择的评测维度。CaRB 分数在“得分”页面上。</translation>
    </message>
    <message>
        <source>OIE2016 Sentences</source>
        <translation>OIE2016 句子</translation>
    </message>
    <message>
        <source>Side by Side</source>
        <translation>并排比较</translation>
    </message>
    <message>
        <source>OIE2016</source>
        <translation>OIE2016</translation>
    </message>
    <message>
        <source>The scorer of the table and chart: BenchIE under the facet of the toolbar, BenchIE^FL&apos;s tolerant matching, CaRB against an attached CaRB gold, or OIE2016 over native system outputs against an attached OIE2016 gold</source>
        <translation>表格和图表所用的评分器：工具栏所选评测维度下的 BenchIE、BenchIE^FL 的宽松匹配、基于已附加 CaRB 金标准的 CaRB，或基于已附加 OIE2016 金标准为原生系统输出评分的 OIE2016</translation>
    </message>
    <message>
        <source>Decimals of P, R and F1 in the tables, copies and exports</source>
        <translation>表格、复制和导出中 P、R、F1 的小数位数</translation>
    </message>
    <message>
        <source>OIE2016 scores its own system files against its own gold: the verdicts on this page are BenchIE&apos;s. What each OIE2016 system matched is on the OIE2016 Sentences page.</source>
        <translation>OIE2016 用自己的金标准为自己的系统文件评分：本页的判定来自 BenchIE。各 OIE2016 系统匹配到的内容见“OIE2016 句子”页面。</translation>
    </message>
    <message>
        <source>Eval&amp;uation</source>
        <translation>评估(&amp;U)</translation>
    </message>
    <message numerus="yes">
        <source>Matcher: %1; %n input message(s)</source>
        <extracomment>Beside the score table under OIE2016: the matcher that ran and how many reading warnings</extracomment>
        <translation>
            <numerusform>匹配器：%1；%n 条输入消息</numerusform>
        </translation>
    </message>
    <message>
        <source>OIE2016 Gold</source>
        <translation>OIE2016 金标准</translation>
    </message>
    <message>
        <source>OIE2016 gold (*.oie);;All files (*)</source>
        <translation>OIE2016 金标准 (*.oie);;所有文件 (*)</translation>
    </message>
    <message>
        <source>ReVerb Sentence File</source>
        <translation>ReVerb 句子文件</translation>
    </message>
    <message>
        <source>Sentences, one per line (*.txt);;All files (*)</source>
        <translation>句子，每行一句 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 Output</source>
        <extracomment>%1 is a system name such as OLLIE or ClausIE</extracomment>
        <translation>%1 输出</translation>
    </message>
    <message>
        <source>System output (*.txt *.tsv);;All files (*)</source>
        <translation>系统输出 (*.txt *.tsv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;OIE2016</source>
        <translation>OIE2016(&amp;O)</translation>
    </message>
    <message>
        <source>Attach OIE2016 &amp;Gold...</source>
        <translation>附加 OIE2016 金标准(&amp;G)...</translation>
    </message>
    <message>
        <source>An OIE2016 gold (.oie) to score native system outputs as the official scorer does</source>
        <translation>OIE2016 金标准（.oie），用于像官方评分器那样为原生系统输出评分</translation>
    </message>
    <message>
        <source>&amp;Add System Output</source>
        <translation>添加系统输出(&amp;A)</translation>
    </message>
    <message>
        <source>%1 Output...</source>
        <extracomment>Menu entry: a system output in that system&apos;s native format, e.g. &quot;OLLIE Output...&quot;</extracomment>
        <translation>%1 输出...</translation>
    </message>
    <message>
        <source>ReVerb &amp;Sentence File...</source>
        <translation>ReVerb 句子文件(&amp;S)...</translation>
    </message>
    <message>
        <source>The sentence file ReVerb&apos;s sentence numbers point into (raw_sentences/all.txt)</source>
        <translation>ReVerb 的句子编号所指向的句子文件（raw_sentences/all.txt）</translation>
    </message>
    <message>
        <source>&amp;Remove System</source>
        <translation>移除系统(&amp;R)</translation>
    </message>
    <message>
        <source>Matcher of Today&apos;s Official Code</source>
        <translation>当前官方代码的匹配器</translation>
    </message>
    <message>
        <source>Matcher Behind the Paper&apos;s 2016 Figures</source>
        <translation>论文 2016 年数字所用的匹配器</translation>
    </message>
    <message>
        <source>every facet</source>
        <translation>所有评测维度</translation>
    </message>
    <message>
        <source>&amp;Bootstrap Intervals</source>
        <translation>自助法置信区间(&amp;B)</translation>
    </message>
    <message>
        <source>Co&amp;mpare Systems...</source>
        <translation>比较系统(&amp;M)...</translation>
    </message>
    <message>
        <source>Is one system really better than another? Paired significance tests of every pair of visible systems over the gold sentences</source>
        <translation>一个系统真的比另一个好吗？在金标句子上对每一对可见系统做配对显著性检验</translation>
    </message>
    <message>
        <source>P, R and F1 (and AUC under CaRB and OIE2016) with their 95% percentile bootstrap intervals over the gold sentences, 10,000 resamples, seed 1: the numbers of oie-score --ci 0.95 (every scorer but BenchIE^FL&apos;s official mode); error bars on the P, R and F1 chart</source>
        <translation>P、R 和 F1（在 CaRB 与 OIE2016 下还有 AUC）及其基于金标句子的 95% 百分位自助法区间，10,000 次重采样，种子 1：即 oie-score --ci 0.95 的数字（除 BenchIE^FL 官方模式外的所有评分器）；P、R、F1 图上的误差线</translation>
    </message>
</context>
<context>
    <name>FacetOverviewModel</name>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>F1 %1</source>
        <extracomment>Column header of the per-facet overview: F1 under a facet</extracomment>
        <translation>F1 %1</translation>
    </message>
    <message>
        <source>No F1: the gold has no synset under this facet (under Entity: no triple is flagged entity-clean)</source>
        <translation>无 F1：金标准在此评测维度下没有同义集（在“实体”下：没有三元组被标记为实体完整）</translation>
    </message>
</context>
<context>
    <name>FacetText</name>
    <message>
        <source>Default</source>
        <extracomment>Facet (scoring mode) of BenchIE: exact slot-wise matching</extracomment>
        <translation>默认</translation>
    </message>
    <message>
        <source>Concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: the three slots concatenated</extracomment>
        <translation>拼接</translation>
    </message>
    <message>
        <source>Minimal</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots</extracomment>
        <translation>最简</translation>
    </message>
    <message>
        <source>Minimal concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots, concatenated</extracomment>
        <translation>最简拼接</translation>
    </message>
    <message>
        <source>Entity</source>
        <extracomment>Facet (scoring mode) of BenchIE: entity-clean triples only</extracomment>
        <translation>实体</translation>
    </message>
    <message>
        <source>Subject, relation and object each match a gold slot</source>
        <translation>主语、关系和宾语分别与金标准槽位匹配</translation>
    </message>
    <message>
        <source>Subject, relation and object joined into one string match a joined gold triple</source>
        <translation>主语、关系和宾语拼接成一个字符串后与拼接后的金标准三元组匹配</translation>
    </message>
    <message>
        <source>Only the minimal gold slots count: every optional [bracketed] part removed</source>
        <translation>只计最简金标准槽位：删除所有可选的[方括号]部分</translation>
    </message>
    <message>
        <source>Minimal gold slots, matched as one joined string</source>
        <translation>最简金标准槽位，拼接成一个字符串后匹配</translation>
    </message>
    <message>
        <source>Only gold triples whose subject and object are whole entities count</source>
        <translation>只计主语和宾语均为完整实体的金标准三元组</translation>
    </message>
</context>
<context>
    <name>FlOptionsMenu</name>
    <message>
        <source>BenchIE^FL &amp;Options</source>
        <translation>BenchIE^FL 选项(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Principled Matching</source>
        <translation>原则匹配(&amp;P)</translation>
    </message>
    <message>
        <source>Match as the benchmark&apos;s rules intend: systems paired with the gold by sentence id, slots read as written</source>
        <translation>按基准规则的本意匹配：系统按句子 ID 与金标准配对，槽位按原样读取</translation>
    </message>
    <message>
        <source>&amp;Official Scorer</source>
        <translation>官方评分器(&amp;O)</translation>
    </message>
    <message>
        <source>Reproduce the official BenchIE^FL scorer, its accidents included, to get the published numbers</source>
        <translation>重现官方 BenchIE^FL 评分器（包括其偶然行为），以得到已发表的数值</translation>
    </message>
    <message>
        <source>Match Without P&amp;unctuation</source>
        <translation>忽略标点匹配(&amp;U)</translation>
    </message>
    <message>
        <source>Also accept an extraction that equals a gold triple once punctuation is removed</source>
        <translation>去掉标点后与金标准三元组相同的抽取也予以接受</translation>
    </message>
    <message>
        <source>&amp;Alternative Formulations</source>
        <translation>替代表述(&amp;A)</translation>
    </message>
    <message>
        <source>Also accept the gold&apos;s other wordings: &quot;is&quot; relations and conjunction pairs</source>
        <translation>也接受金标准的其他表述：&quot;is&quot; 关系和并列对</translation>
    </message>
    <message>
        <source>&amp;Level of Detail</source>
        <translation>详细程度(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Correction</source>
        <translation>校正(&amp;C)</translation>
    </message>
    <message>
        <source>Give each gold cluster to one extraction only; when off, every extraction that matches a cluster is credited</source>
        <translation>每个金标准簇只归给一个抽取；关闭时，凡与簇匹配的抽取都计为正确</translation>
    </message>
    <message>
        <source>Also accept an extraction that states a gold triple in more detail: its arguments hold the gold arguments&apos; words and more</source>
        <translation>也接受以更多细节表述金标准三元组的抽取：其论元包含金标准论元的词并有更多词</translation>
    </message>
    <message>
        <source>BenchIE^FL&apos;s mode (principled or official) and its matching heuristics</source>
        <translation>BenchIE^FL 的模式（原则或官方）及其匹配启发式规则</translation>
    </message>
</context>
<context>
    <name>GoldEditor</name>
    <message>
        <source>Add triple to new synset %1</source>
        <translation>将三元组加入新同义集 %1</translation>
    </message>
    <message>
        <source>Add triple to synset %1</source>
        <translation>将三元组加入同义集 %1</translation>
    </message>
    <message>
        <source>Replace triple %1 of synset %2</source>
        <translation>替换同义集 %2 的三元组 %1</translation>
    </message>
    <message>
        <source>Duplicate triple %1 of synset %2</source>
        <translation>复制同义集 %2 的三元组 %1</translation>
    </message>
    <message>
        <source>Move triple from synset %1 to a new synset</source>
        <translation>将三元组从同义集 %1 移到新同义集</translation>
    </message>
    <message>
        <source>Move triple from synset %1 to synset %2</source>
        <translation>将三元组从同义集 %1 移到同义集 %2</translation>
    </message>
    <message>
        <source>Delete triple %1 of synset %2</source>
        <translation>删除同义集 %2 的三元组 %1</translation>
    </message>
    <message>
        <source>Delete synset %1</source>
        <translation>删除同义集 %1</translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 entity-clean</source>
        <translation>将同义集 %2 的三元组 %1 标为实体完整</translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 not entity-clean</source>
        <translation>将同义集 %2 的三元组 %1 标为非实体完整</translation>
    </message>
    <message>
        <source>Reject extraction</source>
        <translation>拒绝抽取</translation>
    </message>
    <message>
        <source>Skip extraction</source>
        <translation>跳过抽取</translation>
    </message>
    <message>
        <source>Accept extraction</source>
        <translation>接受抽取</translation>
    </message>
    <message>
        <source>Accept extraction into synset %1</source>
        <translation>将抽取接受到同义集 %1</translation>
    </message>
    <message numerus="yes">
        <source>Accept draft synset %1 as synset %2 (%n triple(s))</source>
        <translation>
            <numerusform>将草稿同义集 %1 接受为同义集 %2（%n 个三元组）</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop draft synset %1</source>
        <translation>丢弃草稿同义集 %1</translation>
    </message>
</context>
<context>
    <name>ImportTextDialog</name>
    <message>
        <source>Import Text</source>
        <translation>导入文本</translation>
    </message>
    <message>
        <source>%1 is raw text. Where do its sentences end, and how are its words cut?</source>
        <translation>%1 是纯文本。句子在哪里结束，词如何切分？</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>At every &amp;line break</source>
        <translation>在每个换行处(&amp;L)</translation>
    </message>
    <message>
        <source>Split &amp;paragraphs (blank lines end them)</source>
        <translation>按段落拆分(&amp;P)（空行结束段落）</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>The defaults are set in Edit &gt; Preferences.</source>
        <translation>默认值在“编辑 &gt; 首选项”中设置。</translation>
    </message>
</context>
<context>
    <name>LintPanel</name>
    <message>
        <source>Compare With Gold...</source>
        <translation>与金标准比较...</translation>
    </message>
    <message>
        <source>Also list the facts this gold lacks and those only it has, against a second gold of the same sentences (oie-score lint --against)</source>
        <translation>同时对照同一批句子的第二份金标准，列出本金标准缺少的事实和仅本金标准有的事实（oie-score lint --against）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Compare With Gold</source>
        <translation>与金标准比较</translation>
    </message>
    <message>
        <source>BenchIE gold or project (*.txt *.json);;All files (*)</source>
        <translation>BenchIE 金标准或项目 (*.txt *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>against %1</source>
        <extracomment>Lint dock: &quot;against benchie_fl_gold_300.txt&quot; (the second gold of missing-fact and extra-fact)</extracomment>
        <translation>对照 %1</translation>
    </message>
</context>
<context>
    <name>LintTreeModel</name>
    <message>
        <source>%1: skipped (%2)</source>
        <translation>%1：已跳过（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>sentence %1 (other gold)</source>
        <translation>句子 %1（另一份金标准）</translation>
    </message>
    <message>
        <source>sentence %1</source>
        <translation>句子 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, synset %2: %3</source>
        <translation>%1，同义集 %2：%3</translation>
    </message>
    <message>
        <source>%1, synsets %2: %3</source>
        <translation>%1，同义集 %2：%3</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Score the extractions of an OIE system against the gold</source>
        <translation>根据金标准评测 OIE 系统的抽取结果</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About OIE Studio</source>
        <translation>关于 OIE Studio(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>How extractions are matched against the gold</source>
        <translation>抽取结果与金标准的匹配方式</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>About OIE Studio</source>
        <translation>关于 OIE Studio</translation>
    </message>
    <message>
        <source>OIE Studio</source>
        <translation>OIE Studio</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>问题 (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s)</source>
        <translation>
            <numerusform>%n 个句子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n synset(s)</source>
        <translation>
            <numerusform>%n 个同义集</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n system(s)</source>
        <translation>
            <numerusform>%n 个系统</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <extracomment>Status bar: &quot;12 sentences, 34 synsets, 2 systems&quot;</extracomment>
        <translation>%1，%2，%3</translation>
    </message>
    <message>
        <source>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;Scores Open Information Extraction systems against fact-based BenchIE gold annotations, under every BenchIE facet.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;依据基于事实的 BenchIE 金标准标注评测开放信息抽取系统，支持 BenchIE 的所有评测维度。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>标注(&amp;A)</translation>
    </message>
    <message>
        <source>scored in %1 ms</source>
        <extracomment>Status bar: time the last scoring (or rescoring after an edit) took</extracomment>
        <translation>评分用时 %1 毫秒</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a BenchIE gold annotation file or an OIE Studio project</source>
        <translation>打开 BenchIE 金标准标注文件或 OIE Studio 项目</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Navigate</source>
        <translation>导航(&amp;N)</translation>
    </message>
    <message>
        <source>Eva&amp;luate</source>
        <translation>评估(&amp;L)</translation>
    </message>
    <message>
        <source>%1[*] - OIE Studio</source>
        <translation>%1[*] - OIE Studio</translation>
    </message>
    <message>
        <source>&amp;Save Project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save Project &amp;As...</source>
        <translation>项目另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export BenchIE Gold...</source>
        <translation>导出 BenchIE 金标准(&amp;E)...</translation>
    </message>
    <message>
        <source>Export E&amp;ntity Gold...</source>
        <translation>导出实体金标准(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Edit menu: &quot;Undo Add triple to synset 3&quot;</extracomment>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Edit menu: &quot;Redo Add triple to synset 3&quot;</extracomment>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>%1 - unsaved changes</source>
        <translation>%1 - 有未保存的更改</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Lint (%1)</source>
        <translation>检查 (%1)</translation>
    </message>
    <message>
        <source>Add Sys&amp;tem Output...</source>
        <translation>添加系统输出(&amp;T)...</translation>
    </message>
    <message>
        <source>Face&amp;t:</source>
        <extracomment>The mnemonic must differ from the menus&apos; (File, Edit, Navigate, View, Evaluate, Help) and the tabs&apos;</extracomment>
        <translation>评测维度(&amp;T)：</translation>
    </message>
    <message>
        <source>ROBU&amp;ST</source>
        <translation>ROBUST(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>审阅(&amp;R)</translation>
    </message>
    <message>
        <source>A&amp;gree</source>
        <translation>一致性(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>合并(&amp;M)</translation>
    </message>
    <message>
        <source>Rev&amp;iew</source>
        <translation>审查(&amp;I)</translation>
    </message>
    <message>
        <source>Facets are BenchIE&apos;s: the scorer chosen on the Evaluate tab has none</source>
        <translation>评测维度属于 BenchIE：在“评估”标签页中选择的评分器没有评测维度</translation>
    </message>
    <message>
        <source>No gold triple is marked entity-clean yet: mark some (Edit menu) to score under this facet</source>
        <translation>还没有金标准三元组被标记为实体完整：请先标记（编辑菜单），才能在此评测维度下评分</translation>
    </message>
    <message>
        <source>Entity facet: no gold triple is marked entity-clean, every score is 0</source>
        <translation>实体评测维度：没有金标准三元组被标记为实体完整，所有分数为 0</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U)：%1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R)：%1</translation>
    </message>
    <message>
        <source>Export Gold in Ann&amp;IE Notation...</source>
        <translation>以 AnnIE 记法导出金标准(&amp;I)...</translation>
    </message>
</context>
<context>
    <name>MergeWorkspace</name>
    <message>
        <source>Open Annotator B...</source>
        <translation>打开标注者 B...</translation>
    </message>
    <message>
        <source>Save Merge Log...</source>
        <translation>保存合并日志...</translation>
    </message>
    <message>
        <source>Open a second annotator&apos;s gold or project to merge it into the open gold.</source>
        <translation>打开第二位标注者的金标准或项目，将其合并到当前打开的金标准中。</translation>
    </message>
    <message>
        <source>Items of this sentence</source>
        <translation>本句的条目</translation>
    </message>
    <message>
        <source>Pairing problems</source>
        <translation>配对问题</translation>
    </message>
    <message>
        <source>The merged synset, one triple per line (subject --&gt; relation --&gt; object)</source>
        <translation>合并后的同义集，每行一个三元组（主语 --&gt; 关系 --&gt; 宾语）</translation>
    </message>
    <message>
        <source>Note for this decision (optional)</source>
        <translation>此决定的备注（可选）</translation>
    </message>
    <message>
        <source>Take A</source>
        <translation>采用 A</translation>
    </message>
    <message>
        <source>Take B</source>
        <translation>采用 B</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>并集</translation>
    </message>
    <message>
        <source>Keep Both</source>
        <translation>保留两者</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Apply Edit</source>
        <translation>应用编辑</translation>
    </message>
    <message>
        <source>Next Unresolved</source>
        <translation>下一个未决定项</translation>
    </message>
    <message>
        <source>A (the open gold)</source>
        <translation>A（当前打开的金标准）</translation>
    </message>
    <message>
        <source>B (the other annotator)</source>
        <translation>B（另一位标注者）</translation>
    </message>
    <message>
        <source>Edit (Ctrl+Return applies):</source>
        <translation>编辑（Ctrl+Return 应用）：</translation>
    </message>
    <message>
        <source>Open a gold (annotator A) before merging another one into it.</source>
        <translation>请先打开一个金标准（标注者 A），再将另一个金标准合并到其中。</translation>
    </message>
    <message>
        <source>Merging %1 (B) into %2 (A)</source>
        <translation>正在将 %1（B）合并到 %2（A）</translation>
    </message>
    <message>
        <source>Open Annotator B</source>
        <translation>打开标注者 B</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>BenchIE 金标准文件和 OIE Studio 项目 (*.txt *.oieproj);;所有文件 (*)</translation>
    </message>
    <message>
        <source>No merge is open.</source>
        <translation>没有打开的合并。</translation>
    </message>
    <message>
        <source>Saved the merge log to %1</source>
        <translation>已将合并日志保存到 %1</translation>
    </message>
    <message>
        <source>Save Merge Log</source>
        <translation>保存合并日志</translation>
    </message>
    <message>
        <source>TSV files (*.tsv)</source>
        <translation>TSV 文件 (*.tsv)</translation>
    </message>
    <message>
        <source>Every disagreement is decided.</source>
        <translation>所有分歧均已决定。</translation>
    </message>
    <message>
        <source>line %1: a triple needs subject --&gt; relation --&gt; object</source>
        <translation>第 %1 行：三元组需要 主语 --&gt; 关系 --&gt; 宾语</translation>
    </message>
    <message>
        <source>the edited synset has no triple (Drop removes the item)</source>
        <translation>编辑后的同义集没有三元组（“丢弃”会移除该条目）</translation>
    </message>
    <message>
        <source>Merge sentence %1: %2 (%3)</source>
        <translation>合并句子 %1：%2（%3）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Sentence %1 of %2 (id %3): %4</source>
        <translation>句子 %1 / %2（编号 %3）：%4</translation>
    </message>
    <message>
        <source> ✓ decided</source>
        <translation> ✓ 已决定</translation>
    </message>
    <message>
        <source> • to decide</source>
        <translation> • 待决定</translation>
    </message>
    <message>
        <source>A %1 | B %2: %3%4</source>
        <translation>A %1 | B %2：%3%4</translation>
    </message>
    <message>
        <source>(no synset for this fact)</source>
        <translation>（此事实没有同义集）</translation>
    </message>
    <message>
        <source>Synset %1</source>
        <translation>同义集 %1</translation>
    </message>
    <message>
        <source>Nothing to merge in this sentence.</source>
        <translation>本句没有需要合并的内容。</translation>
    </message>
    <message>
        <source>nothing to decide</source>
        <translation>无需决定</translation>
    </message>
    <message>
        <source>decided</source>
        <translation>已决定</translation>
    </message>
    <message>
        <source>to decide</source>
        <translation>待决定</translation>
    </message>
    <message>
        <source>optional marks differ</source>
        <translation>可选标记不同</translation>
    </message>
    <message>
        <source>only this side</source>
        <translation>仅此一方</translation>
    </message>
    <message>
        <source>%1 decided, %2 left</source>
        <translation>已决定 %1 个，剩余 %2 个</translation>
    </message>
</context>
<context>
    <name>MismatchBrowser</name>
    <message>
        <source>Search sentences or ids</source>
        <translation>搜索句子或编号</translation>
    </message>
    <message>
        <source>Some F1 below</source>
        <translation>有 F1 低于</translation>
    </message>
    <message>
        <source>Systems disagree</source>
        <translation>系统结果不一致</translation>
    </message>
    <message>
        <source>Synset covered by no system</source>
        <translation>有同义集未被任何系统覆盖</translation>
    </message>
    <message>
        <source>Export Report...</source>
        <translation>导出报告...</translation>
    </message>
    <message>
        <source>Every extraction of every visible system with its verdict, synset, closest gold triple and slot pattern, as TSV or JSON</source>
        <translation>每个可见系统的每条抽取及其判定、同义集、最接近的金标准三元组和槽位模式，导出为 TSV 或 JSON</translation>
    </message>
</context>
<context>
    <name>MismatchSentenceModel</name>
    <message>
        <source>%1 in this sentence: TP %2, FP %3, FN %4, F1 %5</source>
        <extracomment>Tooltip of a system&apos;s cell in the sentence list</extracomment>
        <translation>%1 在本句中：TP %2，FP %3，FN %4，F1 %5</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>F1 of %1 in each sentence (TP, FP and FN in the cell&apos;s tooltip)</source>
        <translation>%1 在每个句子中的 F1（单元格提示中有 TP、FP 和 FN）</translation>
    </message>
</context>
<context>
    <name>Oie2016MatchBrowser</name>
    <message>
        <source>Add OIE2016 system outputs to see what each matched.</source>
        <translation>添加 OIE2016 系统输出，以查看各系统匹配的内容。</translation>
    </message>
    <message>
        <source>Attach an OIE2016 gold (.oie) and system outputs (Evaluation menu) to see what each system matched.</source>
        <translation>附加 OIE2016 金标准（.oie）和系统输出（“评估”菜单），以查看每个系统匹配的内容。</translation>
    </message>
    <message>
        <source>%1. [%2/%3] %4</source>
        <extracomment>A gold sentence in the OIE2016 browser: its number, how many of its gold extractions some system matched, and its text</extracomment>
        <translation>%1. [%2/%3] %4</translation>
    </message>
    <message>
        <source>%1 gold sentences of %2, %3; [matched/gold] counts the gold extractions that at least one system matched</source>
        <translation>%2 的 %1 个金标准句子，%3；[匹配/金标准] 统计至少被一个系统匹配的金标准抽取</translation>
    </message>
    <message>
        <source>Gold extraction</source>
        <translation>金标准抽取</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>not scored (another gold sentence has the same key)</source>
        <extracomment>A gold extraction the official scorer skips: another sentence has the same key</extracomment>
        <translation>未评分（另一个金标准句子具有相同的键）</translation>
    </message>
    <message>
        <source>✗ not matched</source>
        <translation>✗ 未匹配</translation>
    </message>
    <message>
        <source>✓ line %1: %2 (confidence %3)</source>
        <extracomment>The system extraction credited with a gold extraction: its line, words and confidence</extracomment>
        <translation>✓ 第 %1 行：%2（置信度 %3）</translation>
    </message>
</context>
<context>
    <name>Oie2016TableModel</name>
    <message>
        <source>none</source>
        <extracomment>The best-F1 point is the appended (P 1, R 0) row, which has no threshold</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <source>%1
%2 of %3 gold extractions matched; %4 of the %5 extractions fall on gold sentences</source>
        <translation>%1
%3 条金标准抽取中有 %2 条被匹配；%5 条抽取中有 %4 条落在金标准句子上</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>The native output format the file was read as</source>
        <translation>读取该文件时所用的原生输出格式</translation>
    </message>
    <message>
        <source>Yield</source>
        <extracomment>Column header: the number of extractions a system produced</extracomment>
        <translation>产出</translation>
    </message>
    <message>
        <source>Extractions the official reader keeps from the file</source>
        <translation>官方读取器从文件中保留的抽取</translation>
    </message>
    <message>
        <source>Matched</source>
        <translation>已匹配</translation>
    </message>
    <message>
        <source>Gold extractions credited to one of the system&apos;s extractions</source>
        <translation>记入该系统某条抽取名下的金标准抽取</translation>
    </message>
    <message>
        <source>AUC</source>
        <translation>AUC</translation>
    </message>
    <message>
        <source>Area under the precision-recall curve the official scorer writes</source>
        <translation>官方评分器写出的精确率-召回率曲线下面积</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>At the best-F1 point of the curve</source>
        <translation>在曲线的最佳 F1 点</translation>
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
        <translation>阈值</translation>
    </message>
    <message>
        <source>The confidence threshold of the best-F1 point (extractions at or above it are kept)</source>
        <translation>最佳 F1 点的置信度阈值（保留置信度不低于该值的抽取）</translation>
    </message>
</context>
<context>
    <name>PlotBuilder</name>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>Chart tooltip: &quot;series, category: value&quot;</extracomment>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>%1: %2 %3, %4 %5</source>
        <extracomment>Curve tooltip: &quot;system: x label x, y label y&quot;</extracomment>
        <translation>%1：%2 %3，%4 %5</translation>
    </message>
</context>
<context>
    <name>PosColors</name>
    <message>
        <source>Verb</source>
        <translation>动词</translation>
    </message>
    <message>
        <source>Noun</source>
        <translation>名词</translation>
    </message>
    <message>
        <source>Proper noun</source>
        <translation>专有名词</translation>
    </message>
    <message>
        <source>Adjective</source>
        <translation>形容词</translation>
    </message>
    <message>
        <source>Adverb</source>
        <translation>副词</translation>
    </message>
    <message>
        <source>Pronoun</source>
        <translation>代词</translation>
    </message>
    <message>
        <source>Determiner</source>
        <translation>限定词</translation>
    </message>
    <message>
        <source>Preposition</source>
        <translation>介词</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数词</translation>
    </message>
    <message>
        <source>Conjunction</source>
        <translation>连词</translation>
    </message>
    <message>
        <source>Particle</source>
        <translation>小品词</translation>
    </message>
    <message>
        <source>Punctuation</source>
        <translation>标点</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Verbs and nouns</source>
        <translation>动词和名词</translation>
    </message>
    <message>
        <source>All parts of speech</source>
        <translation>所有词性</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Named entities (proper nouns)</source>
        <translation>命名实体（专有名词）</translation>
    </message>
</context>
<context>
    <name>PosTagger</name>
    <message>
        <source>The POS tagger&apos;s model %1 cannot be read (%2). Install the Debian package liblingua-en-tagger-perl or set OIE_TAGGER_DIR; sentences stay untagged.</source>
        <translation>无法读取词性标注器模型 %1（%2）。请安装 Debian 软件包 liblingua-en-tagger-perl 或设置 OIE_TAGGER_DIR；句子将不带词性标注。</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model in %1 has no usable tables; sentences stay untagged.</source>
        <translation>%1 中的词性标注器模型没有可用的表；句子将不带词性标注。</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model is not loaded; sentences stay untagged.</source>
        <translation>词性标注器模型未加载；句子将不带词性标注。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Token &amp;colours:</source>
        <translation>词元颜色(&amp;C)：</translation>
    </message>
    <message>
        <source>Show part-of-speech &amp;labels</source>
        <translation>显示词性标签(&amp;L)</translation>
    </message>
    <message>
        <source>Show token &amp;indices</source>
        <translation>显示词元序号(&amp;I)</translation>
    </message>
    <message>
        <source>Sentence order</source>
        <translation>句子顺序</translation>
    </message>
    <message>
        <source>Click order</source>
        <translation>点击顺序</translation>
    </message>
    <message>
        <source>Slot &amp;words in:</source>
        <translation>槽位词顺序(&amp;W)：</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>字号(&amp;F)：</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Author of edits:</source>
        <translation>编辑作者(&amp;A)：</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Only when the window loses focus</source>
        <translation>仅在窗口失去焦点时</translation>
    </message>
    <message>
        <source>How often unsaved changes are copied to a recovery file</source>
        <translation>未保存的更改复制到恢复文件的频率</translation>
    </message>
    <message>
        <source>Auto&amp;save every:</source>
        <translation>自动保存间隔(&amp;S)：</translation>
    </message>
    <message>
        <source>The interface language, applied at once when you press OK</source>
        <translation>界面语言，按“确定”后立即生效</translation>
    </message>
    <message>
        <source>Suggest as optional:</source>
        <translation>建议为可选：</translation>
    </message>
    <message>
        <source>Raw text import:</source>
        <translation>纯文本导入：</translation>
    </message>
    <message>
        <source>The chips put articles (a, an, the) in o&amp;ptional: [the]</source>
        <translation>词块将冠词（a、an、the）放入为可选：[the](&amp;P)</translation>
    </message>
    <message>
        <source>Space, a click, a range and Shift+Space put an article no slot holds in brackets, a group of its own, as the guidelines write determiners; ] on it makes it plain again</source>
        <translation>空格、单击、范围和 Shift+空格将任何槽位都不含的冠词放入方括号中，自成一组，与指南书写限定词的方式相同；在其上按 ] 使其恢复为普通词</translation>
    </message>
    <message>
        <source>The chips put in optional the words this gold usually &amp;brackets: [also]</source>
        <translation>词块将此金标常加括号的词放入为可选：[also](&amp;B)</translation>
    </message>
    <message>
        <source>Learned from the gold as it grows: a word bracketed alone in at least %1 sentences and in %2% of the slots that hold it is put in brackets by Space, a range and Shift+Space, as articles are; ] on it makes it plain again</source>
        <translation>随金标增长而学习：在至少 %1 个句子中、且在包含它的槽位的 %2% 中单独加括号的词，空格、范围和 Shift+空格会像冠词一样将其放入括号；在其上按 ] 使其恢复普通</translation>
    </message>
    <message>
        <source>%1 ... (%2 in all)</source>
        <translation>%1 ……（共 %2 个）</translation>
    </message>
    <message>
        <source>Learned from this gold so far: none yet</source>
        <translation>目前从此金标学到：尚无</translation>
    </message>
    <message>
        <source>Learned from this gold so far: %1</source>
        <translation>目前从此金标学到：%1</translation>
    </message>
    <message>
        <source>So are the sentence&apos;s adverbs (probably, subsequently; not never, barely) while the gold brackets %1% of those suggested, as the English BenchIE gold does</source>
        <translation>句中的副词（probably、subsequently；不含 never、barely）也是如此，只要金标准把建议的副词中 %1% 加上括号，正如英文 BenchIE 金标准那样</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <extracomment>Recent files menu entry: &quot;&amp;1 gold.txt&quot;</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>Cannot create the recovery folder %1</source>
        <translation>无法创建恢复文件夹 %1</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: the project could not be serialized</source>
        <translation>无法写入恢复文件：项目无法序列化</translation>
    </message>
</context>
<context>
    <name>ReviewTableModel</name>
    <message>
        <source>to judge</source>
        <translation>待判定</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>no gold triple</source>
        <translation>无金标准三元组</translation>
    </message>
    <message>
        <source>synset %1 · %2</source>
        <translation>同义集 %1 · %2</translation>
    </message>
    <message>
        <source>The synset of the closest gold triple and its slot pattern (1 = the slot agrees: subject, relation, object)</source>
        <translation>最接近的金标准三元组所在的同义集及其槽位模式（1 = 槽位一致：主语、关系、宾语）</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>主语</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>宾语</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Closest</source>
        <translation>最接近</translation>
    </message>
</context>
<context>
    <name>ReviewWorkspace</name>
    <message>
        <source>&amp;Accept into Active Synset</source>
        <translation>接受到活动同义集(&amp;A)</translation>
    </message>
    <message>
        <source>Accept into &amp;New Synset</source>
        <translation>接受到新同义集(&amp;N)</translation>
    </message>
    <message>
        <source>Accept into &amp;Closest Synset</source>
        <translation>接受到最接近的同义集(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>拒绝(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>跳过(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Edit, then Accept</source>
        <translation>编辑后接受(&amp;E)</translation>
    </message>
    <message>
        <source>Open the extraction in the Annotate tab&apos;s slots to mark optional words; adding it there accepts it</source>
        <translation>在“标注”标签页的槽位中打开该抽取以标记可选词；在那里添加即接受该抽取</translation>
    </message>
    <message>
        <source>Add the extraction, aligned to the sentence&apos;s tokens, to the synset chosen below</source>
        <translation>将抽取与句子的词元对齐后，加入下方选择的同义集</translation>
    </message>
    <message>
        <source>Add the extraction to the synset of its closest gold triple</source>
        <translation>将该抽取加入与其最接近的金标准三元组所在的同义集</translation>
    </message>
    <message>
        <source>Judge the extraction incorrect: it is not asked again</source>
        <translation>判定该抽取错误：不会再次询问</translation>
    </message>
    <message>
        <source>Leave the extraction for later</source>
        <translation>稍后再处理该抽取</translation>
    </message>
    <message>
        <source>To judge</source>
        <translation>待判定</translation>
    </message>
    <message>
        <source>Not seen yet</source>
        <translation>尚未查看</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Judged</source>
        <translation>已判定</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>This sentence &amp;only</source>
        <translation>仅此句(&amp;O)</translation>
    </message>
    <message>
        <source>Show only the extractions of the sentence selected in the sentence list</source>
        <translation>仅显示句子列表中所选句子的抽取</translation>
    </message>
    <message>
        <source>&amp;Judgment Files</source>
        <translation>判定文件(&amp;J)</translation>
    </message>
    <message>
        <source>Attach &amp;Reference...</source>
        <translation>附加参考(&amp;R)...</translation>
    </message>
    <message>
        <source>A CaRB gold (tab format), a BenchIE system file or another gold, to review its triples that match no synset</source>
        <translation>CaRB 金标准（制表符格式）、BenchIE 系统文件或另一份金标准，用于审阅其中不匹配任何同义集的三元组</translation>
    </message>
    <message>
        <source>&amp;Export Judgments...</source>
        <translation>导出判定(&amp;E)...</translation>
    </message>
    <message>
        <source>Every judgment as TSV: extraction, verdict, synset, sources, reviewer, time</source>
        <translation>以 TSV 格式导出所有判定：抽取、判定、同义集、来源、审阅者、时间</translation>
    </message>
    <message>
        <source>&amp;Compare Two Reviewers...</source>
        <translation>比较两位审阅者(&amp;C)...</translation>
    </message>
    <message>
        <source>Cohen&apos;s kappa between two judgment files, with their disagreements</source>
        <translation>两个判定文件之间的 Cohen&apos;s kappa，以及它们的分歧</translation>
    </message>
    <message>
        <source>Sour&amp;ce:</source>
        <translation>来源(&amp;C)：</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>显示(&amp;W)：</translation>
    </message>
    <message>
        <source>Active s&amp;ynset:</source>
        <translation>活动同义集(&amp;Y)：</translation>
    </message>
    <message>
        <source>All sources</source>
        <translation>所有来源</translation>
    </message>
    <message>
        <source>%1 of %2 judged</source>
        <translation>已判定 %1 / %2</translation>
    </message>
    <message>
        <source>Nothing to review: open a gold, then add system outputs or attach a reference.</source>
        <translation>没有可审阅的内容：请打开金标准，然后添加系统输出或附加参考文件。</translation>
    </message>
    <message>
        <source>Select an extraction to judge it.</source>
        <translation>选择一条抽取以进行判定。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sentence %1&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;句子 %1&lt;/b&gt;（%2）：%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Extraction&lt;/b&gt; %1 &amp;rarr; %2 &amp;rarr; %3 &amp;nbsp;&amp;middot;&amp;nbsp; %4: %5 &amp;nbsp;&amp;middot;&amp;nbsp; %6</source>
        <translation>&lt;b&gt;抽取&lt;/b&gt; %1 &amp;rarr; %2 &amp;rarr; %3 &amp;nbsp;&amp;middot;&amp;nbsp; %4：%5 &amp;nbsp;&amp;middot;&amp;nbsp; %6</translation>
    </message>
    <message>
        <source>from</source>
        <translation>来自</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest&lt;/b&gt;: the sentence has no gold triple.</source>
        <translation>&lt;b&gt;最接近&lt;/b&gt;：该句子没有金标准三元组。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closest&lt;/b&gt; synset %1, triple %2: %3&lt;br&gt;%4</source>
        <translation>&lt;b&gt;最接近&lt;/b&gt;：同义集 %1，三元组 %2：%3&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: P %2 · R %3 (TP %4, FP %5)</source>
        <translation>%1：P %2 · R %3（TP %4，FP %5）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores now&lt;/b&gt; </source>
        <translation>&lt;b&gt;当前得分&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Attach Reference for Review</source>
        <translation>附加审阅参考</translation>
    </message>
    <message>
        <source>Gold and system files (*.txt *.tsv *.oieproj);;All files (*)</source>
        <translation>金标准和系统文件 (*.txt *.tsv *.oieproj);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export Judgments</source>
        <translation>导出判定</translation>
    </message>
    <message>
        <source>Tab-separated values (*.tsv);;All files (*)</source>
        <translation>制表符分隔值 (*.tsv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Judgments (*.tsv);;All files (*)</source>
        <translation>判定 (*.tsv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Judgments of the First Reviewer</source>
        <translation>第一位审阅者的判定</translation>
    </message>
    <message>
        <source>Judgments of the Second Reviewer</source>
        <translation>第二位审阅者的判定</translation>
    </message>
    <message>
        <source>Agreement of Two Reviewers</source>
        <translation>两位审阅者的一致性</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cohen&apos;s kappa %1&lt;/b&gt; over %2 extractions both judged (observed agreement %3, expected %4).&lt;br&gt;Left out: %5 skipped by one of them, %6 judged only in %7, %8 only in %9.</source>
        <translation>&lt;b&gt;Cohen&apos;s kappa %1&lt;/b&gt;，基于双方都已判定的 %2 条抽取（观测一致率 %3，期望一致率 %4）。&lt;br&gt;未计入：%5 条被其中一方跳过，%6 条仅在 %7 中判定，%8 条仅在 %9 中判定。</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>主语</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>宾语</translation>
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
        <translation>原句</translation>
    </message>
    <message>
        <source>paraphrase %1</source>
        <translation>改写句 %1</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>最差</translation>
    </message>
    <message>
        <source>Not scored: %1&apos;s file does not list this sentence (the official scorer walks the system file)</source>
        <translation>未评分：%1 的文件中没有列出该句子（官方评分器遍历系统文件）</translation>
    </message>
    <message>
        <source>%1: AUC %2, P %3, R %4, F1 %5; the clique&apos;s F1 variance %6%7</source>
        <translation>%1：AUC %2，P %3，R %4，F1 %5；该团的 F1 方差 %6%7</translation>
    </message>
    <message>
        <source>; the worst sentence of the clique (its ROBUST score)</source>
        <translation>；该团中最差的句子（即其 ROBUST 得分）</translation>
    </message>
    <message>
        <source>Clique</source>
        <translation>团</translation>
    </message>
    <message>
        <source>Sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
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
        <translation>%1 最差</translation>
    </message>
    <message>
        <source>The sentence of lowest F1 in the clique (the first in the system file&apos;s order on ties): the clique&apos;s ROBUST score</source>
        <translation>团中 F1 最低的句子（并列时取系统文件顺序中的第一个）：该团的 ROBUST 得分</translation>
    </message>
    <message>
        <source>CaRB on this sentence alone, at its F1-optimal point, rounded to 3 decimals as CaRB returns it</source>
        <translation>仅对该句子计算的 CaRB，取其 F1 最优点，按 CaRB 的返回值保留 3 位小数</translation>
    </message>
</context>
<context>
    <name>RobustTable2Model</name>
    <message>
        <source>nan: P + R = 0, as the official scorer prints it</source>
        <translation>nan：P + R = 0，与官方评分器的输出一致</translation>
    </message>
    <message>
        <source>CaRB on the original sentences only: means over cliques, F1 from the mean P and R</source>
        <translation>仅对原句计算的 CaRB：对各团取均值，F1 由平均 P 和 R 计算</translation>
    </message>
    <message>
        <source>ROBUST: each clique scored as its sentence of lowest F1; means over cliques, F1 from the mean P and R</source>
        <translation>ROBUST：每个团以其 F1 最低的句子计分；对各团取均值，F1 由平均 P 和 R 计算</translation>
    </message>
    <message>
        <source>ROBUST minus CaRB: negative is a drop</source>
        <translation>ROBUST 减去 CaRB：负值表示下降</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Cliques</source>
        <translation>团</translation>
    </message>
    <message>
        <source>Cliques scored: those of the system file that the gold has</source>
        <translation>已评分的团：系统文件中金标准也包含的团</translation>
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
        <translation>ΔF1 占 CaRB F1 的百分比</translation>
    </message>
</context>
<context>
    <name>RobustWorkspace</name>
    <message>
        <source>CaRB vs ROBUST (the paper&apos;s Table 2)</source>
        <translation>CaRB 与 ROBUST（论文表 2）</translation>
    </message>
    <message>
        <source>Means over each system file&apos;s cliques; F1 from the mean P and R; Δ = ROBUST − CaRB; nan where P + R = 0, as the official scorer prints it.</source>
        <translation>对每个系统文件的各团取均值；F1 由平均 P 和 R 计算；Δ = ROBUST − CaRB；P + R = 0 时为 nan，与官方评分器的输出一致。</translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation>小数位数：</translation>
    </message>
    <message>
        <source>Decimals of the exported tables</source>
        <translation>导出表格的小数位数</translation>
    </message>
    <message>
        <source>Export Table...</source>
        <translation>导出表格...</translation>
    </message>
    <message>
        <source>Cliques</source>
        <translation>团</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>系统：</translation>
    </message>
    <message>
        <source>Worst sentences only</source>
        <translation>仅最差的句子</translation>
    </message>
    <message>
        <source>Only the sentence each clique&apos;s ROBUST score comes from (of the shown systems)</source>
        <translation>仅显示每个团的 ROBUST 得分所来自的句子（限于所显示的系统）</translation>
    </message>
    <message>
        <source>Filter sentences</source>
        <translation>筛选句子</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>导出...</translation>
    </message>
    <message>
        <source>The clique table as shown (system and filters), as LaTeX, CSV or TSV</source>
        <translation>按当前显示（系统和筛选条件）导出团表，格式为 LaTeX、CSV 或 TSV</translation>
    </message>
    <message>
        <source>F1 variance within cliques (the paper&apos;s Figure 5a)</source>
        <translation>团内 F1 方差（论文图 5a）</translation>
    </message>
    <message>
        <source>Bin width:</source>
        <translation>分箱宽度：</translation>
    </message>
    <message>
        <source>Export Chart...</source>
        <translation>导出图表...</translation>
    </message>
    <message>
        <source>&amp;ROBUST</source>
        <translation>ROBUST(&amp;R)</translation>
    </message>
    <message>
        <source>Open ROBUST &amp;Gold...</source>
        <translation>打开 ROBUST 金标准(&amp;G)...</translation>
    </message>
    <message>
        <source>A ROBUST gold: a JSON list of cliques (an original sentence, its tuples, its paraphrases)</source>
        <translation>ROBUST 金标准：团的 JSON 列表（一个原句、其元组及其改写句）</translation>
    </message>
    <message>
        <source>&amp;Add ROBUST System...</source>
        <translation>添加 ROBUST 系统(&amp;A)...</translation>
    </message>
    <message>
        <source>A system&apos;s extractions for the same cliques, in the same JSON shape</source>
        <translation>系统对相同各团的抽取，采用相同的 JSON 结构</translation>
    </message>
    <message>
        <source>&amp;Remove ROBUST System</source>
        <translation>移除 ROBUST 系统(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the system selected in the CaRB vs ROBUST table</source>
        <translation>移除在 CaRB 与 ROBUST 对比表中选中的系统</translation>
    </message>
    <message>
        <source>Export &amp;Table 2...</source>
        <translation>导出表 2(&amp;T)...</translation>
    </message>
    <message>
        <source>Export &amp;Clique Table...</source>
        <translation>导出团表(&amp;C)...</translation>
    </message>
    <message>
        <source>Export &amp;Variance Chart...</source>
        <translation>导出方差图(&amp;V)...</translation>
    </message>
    <message>
        <source>All systems</source>
        <translation>所有系统</translation>
    </message>
    <message>
        <source>Open a ROBUST gold (Evaluation &gt; ROBUST &gt; Open ROBUST Gold, or oie-studio --robust-gold FILE), then its systems&apos; files.</source>
        <translation>请打开 ROBUST 金标准（评估 &gt; ROBUST &gt; 打开 ROBUST 金标准，或 oie-studio --robust-gold FILE），然后打开其系统文件。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · cliques: %2 · sentences: %3 · systems: %4</source>
        <extracomment>ROBUST tab caption: the gold file&apos;s name, then counts</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; · 团：%2 · 句子：%3 · 系统：%4</translation>
    </message>
    <message>
        <source>%1
Each sentence is scored alone with CaRB; a clique scores as its sentence of lowest F1, as the official robust_scorer.py does.</source>
        <translation>%1
每个句子单独用 CaRB 评分；一个团以其 F1 最低的句子计分，与官方 robust_scorer.py 的做法相同。</translation>
    </message>
    <message>
        <source>Cliques by the variance of F1</source>
        <translation>按 F1 方差分布的团</translation>
    </message>
    <message>
        <source>Variance of F1 within a clique (bins of %1)</source>
        <translation>团内 F1 方差（分箱宽度 %1）</translation>
    </message>
    <message>
        <source>np.var of the F1 of each clique&apos;s sentences</source>
        <translation>每个团中各句子 F1 的 np.var</translation>
    </message>
    <message>
        <source>ROBUST Gold</source>
        <translation>ROBUST 金标准</translation>
    </message>
    <message>
        <source>ROBUST JSON (*.json);;All files (*)</source>
        <translation>ROBUST JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>ROBUST System</source>
        <translation>ROBUST 系统</translation>
    </message>
    <message>
        <source>Export Clique Table</source>
        <translation>导出团表</translation>
    </message>
    <message>
        <source>Export Table 2</source>
        <translation>导出表 2</translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message numerus="yes">
        <source>%n extraction(s) of sentences outside the gold ignored</source>
        <translation>
            <numerusform>已忽略 %n 个金标准之外句子的抽取结果</numerusform>
        </translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>抽取数</translation>
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
        <translation>从系统输出读取的抽取数</translation>
    </message>
    <message>
        <source>True positives: gold synsets covered by a correct extraction</source>
        <translation>真阳性：被正确抽取覆盖的金标准同义集</translation>
    </message>
    <message>
        <source>False positives: incorrect extractions</source>
        <translation>假阳性：错误的抽取</translation>
    </message>
    <message>
        <source>False negatives: gold synsets no extraction covers</source>
        <translation>假阴性：没有任何抽取覆盖的金标准同义集</translation>
    </message>
    <message>
        <source>Precision: TP / (TP + FP)</source>
        <translation>精确率：TP / (TP + FP)</translation>
    </message>
    <message>
        <source>Recall: TP / (TP + FN)</source>
        <translation>召回率：TP / (TP + FN)</translation>
    </message>
    <message>
        <source>F1: harmonic mean of precision and recall</source>
        <translation>F1：精确率与召回率的调和平均数</translation>
    </message>
</context>
<context>
    <name>ScoringSession</name>
    <message>
        <source>system %1 dropped: %2</source>
        <translation>已移除系统 %1：%2</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>请先打开金标准文件，再添加系统输出。</translation>
    </message>
    <message>
        <source>the gold marks no triple as entity-clean: the entity facet scores nothing</source>
        <translation>金标准中没有标记为实体完整的三元组：实体评测维度不计任何分数</translation>
    </message>
    <message>
        <source>A system needs a name.</source>
        <translation>系统需要名称。</translation>
    </message>
    <message>
        <source>A system named %1 already exists.</source>
        <translation>名为 %1 的系统已存在。</translation>
    </message>
    <message>
        <source>There is no system named %1.</source>
        <translation>没有名为 %1 的系统。</translation>
    </message>
</context>
<context>
    <name>SentenceActions</name>
    <message>
        <source>&amp;Sentence</source>
        <translation>句子(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Split Sentence Before This Token</source>
        <translation>在此词元前拆分句子(&amp;S)</translation>
    </message>
    <message>
        <source>The token under the keyboard cursor starts a new sentence</source>
        <translation>键盘光标下的词元开始一个新句子</translation>
    </message>
    <message>
        <source>&amp;Merge with Next Sentence</source>
        <translation>与下一句合并(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Edit Sentence Text...</source>
        <translation>编辑句子文本(&amp;E)...</translation>
    </message>
    <message numerus="yes">
        <source>%n triple(s) (%1) use words that the new text does not have. They stay as they are: no extraction can match those words any more, and the Lint dock will list them.</source>
        <translation>
            <numerusform>%n 个三元组（%1）使用了新文本中没有的词。它们保持不变：任何抽取都无法再匹配这些词，“检查”面板会列出它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the text anyway?</source>
        <translation>仍然更改文本？</translation>
    </message>
    <message>
        <source>Edit Sentence Text</source>
        <translation>编辑句子文本</translation>
    </message>
    <message>
        <source>Text of sentence %1 (tokenised again):</source>
        <translation>句子 %1 的文本（将重新分词）：</translation>
    </message>
</context>
<context>
    <name>SentenceBuckets</name>
    <message>
        <source>CoNLL-U dependencies</source>
        <translation>CoNLL-U 依存关系</translation>
    </message>
    <message>
        <source>POS tags</source>
        <translation>词性标注</translation>
    </message>
    <message>
        <source>universal POS tags</source>
        <translation>通用词性标注</translation>
    </message>
    <message>
        <source>English word lists</source>
        <translation>英语词表</translation>
    </message>
    <message>
        <source>unknown sentence property &apos;%1&apos; (expected %2)</source>
        <translation>未知的句子属性“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>bins over &apos;%1&apos; need at least one edge</source>
        <translation>基于“%1”的分箱至少需要一个边界</translation>
    </message>
    <message>
        <source>the bin edges of &apos;%1&apos; must increase</source>
        <translation>“%1”的分箱边界必须递增</translation>
    </message>
    <message>
        <source>%1 bin edges need %2 labels</source>
        <translation>%1 个分箱边界需要 %2 个标签</translation>
    </message>
    <message>
        <source>sentence property &apos;%1&apos;</source>
        <translation>句子属性“%1”</translation>
    </message>
    <message>
        <source>%1 (%2 sentences)</source>
        <translation>%1（%2 个句子）</translation>
    </message>
    <message>
        <source>the project&apos;s tokens (not all space-separated)</source>
        <translation>项目的词元（并非全部以空格分隔）</translation>
    </message>
    <message>
        <source>the data&apos;s space-separated tokens</source>
        <translation>数据中以空格分隔的词元</translation>
    </message>
    <message>
        <source>bucket file %1</source>
        <translation>分组文件 %1</translation>
    </message>
    <message>
        <source>expected sent_id&lt;TAB&gt;bucket, found %1 field(s)</source>
        <translation>应为 sent_id&lt;TAB&gt;bucket，实际有 %1 个字段</translation>
    </message>
    <message>
        <source>sentence id &apos;%1&apos; is not in the gold; the line is ignored</source>
        <translation>句子编号“%1”不在金标中；该行被忽略</translation>
    </message>
    <message>
        <source>sentence &apos;%1&apos; was already put in a bucket on line %2; this line is ignored</source>
        <translation>句子“%1”已在第 %2 行分组；该行被忽略</translation>
    </message>
    <message>
        <source>%1 gold sentence(s) are in no bucket of this file</source>
        <translation>%1 个金标句子不属于该文件的任何分组</translation>
    </message>
</context>
<context>
    <name>SentenceDetailView</name>
    <message>
        <source>correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>incorrect</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>ignored</source>
        <translation>已忽略</translation>
    </message>
    <message>
        <source>Synset / triple</source>
        <translation>同义集 / 三元组</translation>
    </message>
    <message>
        <source>Covered by</source>
        <translation>覆盖系统</translation>
    </message>
    <message>
        <source>System / extraction</source>
        <translation>系统 / 抽取</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Synset</source>
        <translation>同义集</translation>
    </message>
    <message>
        <source>Select a sentence to see its synsets and every system&apos;s extractions.</source>
        <translation>选择一个句子，查看其同义集和每个系统的抽取。</translation>
    </message>
    <message>
        <source>Synset %1</source>
        <translation>同义集 %1</translation>
    </message>
    <message>
        <source>no system</source>
        <translation>无系统</translation>
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
        <translation>%2 的第 %1 行</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>cluster %1: %2</source>
        <extracomment>A credited BenchIE^FL cluster and the rule that matched it</extracomment>
        <translation>簇 %1：%2</translation>
    </message>
    <message>
        <source>closest, synset %1:</source>
        <extracomment>Closest gold triple of an incorrect extraction, in synset N</extracomment>
        <translation>最接近，同义集 %1：</translation>
    </message>
    <message>
        <source>Highlighted: the slots that differ from the extraction</source>
        <translation>高亮：与抽取不同的槽位</translation>
    </message>
    <message>
        <source>Slot pattern: 1 = the slot agrees, 0 = it differs</source>
        <translation>槽位模式：1 = 槽位一致，0 = 不一致</translation>
    </message>
    <message>
        <source>%1 · letter case only</source>
        <extracomment>An incorrect extraction that differs from a gold triple only in letter case</extracomment>
        <translation>%1 · 仅大小写不同</translation>
    </message>
</context>
<context>
    <name>SentenceEditor</name>
    <message>
        <source>Split Sentence %1 before &apos;%2&apos;</source>
        <extracomment>Edit &gt; Undo &quot;Split Sentence 3 before &apos;The&apos;&quot;</extracomment>
        <translation>在“%2”前拆分句子 %1</translation>
    </message>
    <message>
        <source>Merge Sentences %1 and %2</source>
        <translation>合并句子 %1 和 %2</translation>
    </message>
    <message>
        <source>Edit the Text of Sentence %1</source>
        <translation>编辑句子 %1 的文本</translation>
    </message>
</context>
<context>
    <name>SentenceListModel</name>
    <message numerus="yes">
        <source>%1: %2 (%n synset(s))</source>
        <extracomment>Sentence list entry: &quot;ID: sentence text (N synsets)&quot;</extracomment>
        <translation>
            <numerusform>%1：%2（%n 个同义集）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>, </source>
        <extracomment>Separates two shortcuts of one action: &quot;Page Down, Alt+Right&quot;</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Token chips</source>
        <translation>词元块</translation>
    </message>
    <message>
        <source>Draft synsets list</source>
        <translation>草稿同义集列表</translation>
    </message>
    <message>
        <source>Variant checklist</source>
        <translation>变体清单</translation>
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
        <translation>工具栏所选评测维度下的 BenchIE</translation>
    </message>
    <message>
        <source>CaRB against the attached CaRB gold (F1 at its best threshold)</source>
        <translation>基于已附加 CaRB 金标准的 CaRB（取最佳阈值处的 F1）</translation>
    </message>
    <message>
        <source>OIE2016 against the attached OIE2016 gold (best F1 of its curve)</source>
        <translation>基于已附加 OIE2016 金标准的 OIE2016（取其曲线的最佳 F1）</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>OIE2016 system</source>
        <extracomment>Column header: the OIE2016 system paired with the row&apos;s system</extracomment>
        <translation>OIE2016 系统</translation>
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
        <translation>同一批系统的 BenchIE、CaRB 和 OIE2016 数值。OIE Studio 中的系统由 BenchIE 评分（有 CaRB 金标准时也由 CaRB 评分）；OIE2016 为自己的系统文件评分：请在右侧为每个文件配对一个 OIE Studio 中的系统（名称相同者默认配对，不计大小写和标点）。</translation>
    </message>
    <message>
        <source>OIE2016 system</source>
        <translation>OIE2016 系统</translation>
    </message>
    <message>
        <source>Paired with</source>
        <translation>配对系统</translation>
    </message>
    <message>
        <source>Export Table...</source>
        <translation>导出表格...</translation>
    </message>
    <message>
        <source>LaTeX booktabs, CSV or TSV, 3 decimals</source>
        <translation>LaTeX booktabs、CSV 或 TSV，保留 3 位小数</translation>
    </message>
    <message>
        <source>(none)</source>
        <extracomment>In the pairing combo box: the OIE2016 system is paired with no studio system</extracomment>
        <translation>（无）</translation>
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
        <translation>导出并排比较表</translation>
    </message>
</context>
<context>
    <name>SlotEditor</name>
    <message>
        <source>Add &amp;word:</source>
        <translation>添加词(&amp;W)：</translation>
    </message>
    <message>
        <source>The triple exactly as it will be written to the BenchIE gold file</source>
        <translation>三元组写入 BenchIE 金标准文件时的确切形式</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>预览：</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>主语</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>宾语</translation>
    </message>
    <message>
        <source>A word that is not in the sentence</source>
        <translation>句中没有的词</translation>
    </message>
    <message>
        <source>Token %1, optional</source>
        <translation>词元 %1，可选</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>词元 %1</translation>
    </message>
    <message>
        <source>(empty: click tokens to fill the current slot)</source>
        <translation>（空：点击词元以填充当前槽位）</translation>
    </message>
    <message>
        <source>%1 · suggested optional: %2</source>
        <extracomment>Tool tip of a slot word: &quot;Token 3 · suggested optional: Determiners (a, the, his)&quot;</extracomment>
        <translation>%1 · 建议可选：%2</translation>
    </message>
    <message>
        <source>Word not in the sentence (e.g. an inferred &quot;is&quot;, &quot;[had]&quot;; &quot;=&quot; then a whole slot, kept as typed), then Return</source>
        <translation>句中没有的词（例如推断出的“is”、“[had]”；以“=”开头则为整个槽位，按输入原样保留），然后按 Return</translation>
    </message>
</context>
<context>
    <name>SuggestionDelegate</name>
    <message>
        <source>Determiners (a, the, his)</source>
        <translation>限定词（a、the、his）</translation>
    </message>
    <message>
        <source>determiner</source>
        <translation>限定词</translation>
    </message>
    <message>
        <source>[The] ball; not in a name: The Times</source>
        <translation>[The] ball；不适用于名称：The Times</translation>
    </message>
    <message>
        <source>Titles before a name (Prof., Dr., Mr.)</source>
        <translation>姓名前的头衔（Prof.、Dr.、Mr.）</translation>
    </message>
    <message>
        <source>title</source>
        <translation>头衔</translation>
    </message>
    <message>
        <source>[Prof.] Michael Jordan</source>
        <translation>[Prof.] Michael Jordan</translation>
    </message>
    <message>
        <source>Adjectives (weaker: some are essential)</source>
        <translation>形容词（较弱：有些是必要的）</translation>
    </message>
    <message>
        <source>adjective (weak)</source>
        <translation>形容词（弱）</translation>
    </message>
    <message>
        <source>[a] [smart] scientist; but: cold war</source>
        <translation>[a] [smart] scientist；但：cold war</translation>
    </message>
    <message>
        <source>Quantities (some, thirty)</source>
        <translation>数量词（some、thirty）</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>数量词</translation>
    </message>
    <message>
        <source>[some] major projects, [thirty] painters</source>
        <translation>[some] major projects，[thirty] painters</translation>
    </message>
    <message>
        <source>Tense auxiliaries (has, had)</source>
        <translation>时态助动词（has、had）</translation>
    </message>
    <message>
        <source>auxiliary</source>
        <translation>助动词</translation>
    </message>
    <message>
        <source>[has] approved, [had] been</source>
        <translation>[has] approved，[had] been</translation>
    </message>
    <message>
        <source>Light verb wrappers (continues to)</source>
        <translation>轻动词结构（continues to）</translation>
    </message>
    <message>
        <source>light verb</source>
        <translation>轻动词</translation>
    </message>
    <message>
        <source>[continues to] reside in</source>
        <translation>[continues to] reside in</translation>
    </message>
    <message>
        <source>Adverbs (probably, subsequently)</source>
        <translation>副词（probably、subsequently）</translation>
    </message>
    <message>
        <source>adverb</source>
        <translation>副词</translation>
    </message>
    <message>
        <source>[probably] saw, [relatively] small; but: never, barely</source>
        <translation>[probably] saw、[relatively] small；但不含：never、barely</translation>
    </message>
</context>
<context>
    <name>SynsetTreeModel</name>
    <message numerus="yes">
        <source>Synset %1 (%n triple(s))</source>
        <extracomment>Synset tree row: &quot;Synset 1 (3 triples)&quot;; the active one is marked</extracomment>
        <translation>
            <numerusform>同义集 %1（%n 个三元组）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - active</source>
        <translation>%1 - 活动</translation>
    </message>
    <message>
        <source>A line that is not a triple: kept, never matched.</source>
        <translation>不是三元组的行：保留，但从不匹配。</translation>
    </message>
    <message>
        <source>Checked: entity-clean (subject and object are whole concepts).</source>
        <translation>勾选：实体完整（主语和宾语都是完整概念）。</translation>
    </message>
    <message>
        <source>Last changed by %1 on %2</source>
        <extracomment>Tool tip: &quot;Last changed by NAME on DATE&quot;</extracomment>
        <translation>最后由 %1 于 %2 修改</translation>
    </message>
</context>
<context>
    <name>SystemsPanel</name>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>抽取数</translation>
    </message>
    <message>
        <source>Tick to show the system in tables and charts; edit to rename</source>
        <translation>勾选以在表格和图表中显示该系统；编辑以重命名</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>添加...</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Read the system&apos;s file again from disk</source>
        <translation>从磁盘重新读取该系统的文件</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Colour...</source>
        <translation>颜色...</translation>
    </message>
    <message>
        <source>The system&apos;s colour in the tables, charts and exports</source>
        <translation>该系统在表格、图表和导出中的颜色</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>%1 的颜色</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>LaTeX booktabs (*.tex)</source>
        <translation>LaTeX booktabs (*.tex)</translation>
    </message>
    <message>
        <source>LaTeX booktabs, scaled to the column width (*.tex)</source>
        <translation>LaTeX booktabs，缩放至栏宽 (*.tex)</translation>
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
        <translation>主</translation>
    </message>
    <message>
        <source>R</source>
        <translation>关</translation>
    </message>
    <message>
        <source>O</source>
        <translation>宾</translation>
    </message>
    <message>
        <source>Token %1: %2</source>
        <extracomment>Token chip tool tip: &quot;Token 3: served (VBD, Verb)&quot;</extracomment>
        <translation>词元 %1：%2</translation>
    </message>
    <message>
        <source>Token %1: %2 (%3, %4)</source>
        <translation>词元 %1：%2（%3，%4）</translation>
    </message>
    <message>
        <source>Jump to: %1</source>
        <extracomment>Shown over the token chips while typing after &quot;/&quot;: the index or first letters typed</extracomment>
        <translation>跳转到：%1</translation>
    </message>
    <message>
        <source>Left, Right, Up, Down, Home, End</source>
        <translation>Left, Right, Up, Down, Home, End</translation>
    </message>
    <message>
        <source>Move the cursor over the token chips</source>
        <translation>在词块上移动光标</translation>
    </message>
    <message>
        <source>Shift+Left, Shift+Right, Shift+Home, Shift+End</source>
        <translation>Shift+Left, Shift+Right, Shift+Home, Shift+End</translation>
    </message>
    <message>
        <source>Mark a range of chips from the cursor</source>
        <translation>从光标处标记一段词块</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Put the chip (or the range) into the current slot, or take it out; then the next chip</source>
        <translation>将词块（或范围）放入当前槽位，或从中取出；然后移到下一个词块</translation>
    </message>
    <message>
        <source>[</source>
        <translation>[</translation>
    </message>
    <message>
        <source>/ then digits</source>
        <translation>/ 后接数字</translation>
    </message>
    <message>
        <source>Ctrl + mouse over chips</source>
        <translation>Ctrl + 鼠标移过词块</translation>
    </message>
    <message>
        <source>Add each chip the mouse enters to the current slot</source>
        <translation>将鼠标进入的每个词块加入当前槽位</translation>
    </message>
    <message>
        <source>%1 - entity: %2</source>
        <extracomment>Token chip tool tip, a named entity after the token: &quot;... - entity: PER&quot;</extracomment>
        <translation>%1 - 实体：%2</translation>
    </message>
    <message>
        <source>Make the chip under the cursor optional in its slot (adding it first), joining the optional group of the slot word before it, or plain again; then the next chip</source>
        <translation>将光标下的词块在其槽位中设为可选（必要时先加入槽位），并入前一个槽位词的可选组，或恢复为普通词；然后移到下一个词块</translation>
    </message>
    <message>
        <source>]</source>
        <translation>]</translation>
    </message>
    <message>
        <source>Make the chip under the cursor an optional group of its own, or plain again; then the next chip</source>
        <translation>将光标下的词块设为单独的可选组，或恢复为普通词；然后移到下一个词块</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Empty the current slot</source>
        <translation>清空当前槽位</translation>
    </message>
    <message>
        <source>Jump to the chip with that index (after Shift+arrow: the range ends there)</source>
        <translation>跳转到该序号的词块（在 Shift+方向键之后：范围在此结束）</translation>
    </message>
    <message>
        <source>Shift+Space</source>
        <translation>Shift+Space</translation>
    </message>
    <message>
        <source>Put the phrase the chip starts into the current slot (a noun phrase, a preposition with its noun phrase, a verb group); then the chip after it</source>
        <translation>将以该词块开头的短语放入当前槽位（名词短语、介词及其名词短语、动词组）；然后移到其后的词块</translation>
    </message>
    <message>
        <source>{</source>
        <translation>{</translation>
    </message>
    <message>
        <source>The same as one optional group of its own, `[of the High Court]`</source>
        <translation>同上，但作为单独的一个可选组，`[of the High Court]`</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Put the chip at the end of the current slot, out of sentence order (`was re-elected In 1879` from `In 1879 , he was re-elected`); then the next chip</source>
        <translation>将词块放到当前槽位的末尾，不按句中顺序（由 `In 1879 , he was re-elected` 得到 `was re-elected In 1879`）；然后移到下一个词块</translation>
    </message>
    <message>
        <source>Ctrl+Left, Ctrl+Right</source>
        <translation>Ctrl+Left, Ctrl+Right</translation>
    </message>
    <message>
        <source>Move the cursor to the start of the previous or next phrase</source>
        <translation>将光标移到上一个或下一个短语的开头</translation>
    </message>
    <message>
        <source>}</source>
        <translation>}</translation>
    </message>
    <message>
        <source>The same with its articles optional, each a group of its own: `of [the] High Court`</source>
        <translation>同上，但其中的冠词各自作为单独的可选组：`of [the] High Court`</translation>
    </message>
    <message>
        <source>Chips go to the end of: %1 (= ends it)</source>
        <extracomment>Shown over the token chips after the key =: &quot;Chips go to the end of: object (= ends it)&quot;</extracomment>
        <translation>词块加到末尾：%1（按 = 结束）</translation>
    </message>
    <message>
        <source>=</source>
        <translation>=</translation>
    </message>
    <message>
        <source>From now on every chip key puts its chips at the end of the current slot, out of sentence order (`= {` on `That night` gives `was re-elected [That night]`); = again, emptying the slot or adding the triple ends it</source>
        <translation>此后每个词块键都把词块加到当前槽的末尾，不按句子顺序（在 `That night` 上按 `= {` 得到 `was re-elected [That night]`）；再按 =、清空该槽或添加三元组即结束</translation>
    </message>
    <message>
        <source>*</source>
        <translation>*</translation>
    </message>
    <message>
        <source>Put the chip&apos;s word at the end of the current slot as a word of its own, even when a slot holds the chip (`named for St. Michael` with St. Michael the subject); then the next chip</source>
        <translation>把词块的词作为独立的词加到当前槽的末尾，即使某个槽已包含该词块（主语为 St. Michael 时的 `named for St. Michael`）；然后到下一个词块</translation>
    </message>
    <message>
        <source>Ctrl+1, Ctrl+2, Ctrl+3</source>
        <translation>Ctrl+1, Ctrl+2, Ctrl+3</translation>
    </message>
    <message>
        <source>Space into the subject, the relation or the object: that slot becomes the current one and the chip (or the range) goes into it</source>
        <translation>放入主语、关系或宾语的 Space：该槽位成为当前槽位，词块（或范围）放入其中</translation>
    </message>
    <message>
        <source>Alt+1, Alt+2, Alt+3</source>
        <translation>Alt+1, Alt+2, Alt+3</translation>
    </message>
    <message>
        <source>Shift+Space into the subject, the relation or the object: the phrase the chip starts goes into that slot, which becomes the current one</source>
        <translation>放入主语、关系或宾语的 Shift+Space：以该词块开头的短语放入该槽位，该槽位成为当前槽位</translation>
    </message>
    <message>
        <source>Letters, or / then any characters</source>
        <translation>字母，或 / 后接任意字符</translation>
    </message>
    <message>
        <source>Jump to the next chip whose token starts with them, as typing does in a list; the same letter again goes on to the next chip it starts (Backspace, Escape; the next key that is not part of the jump ends it). On the chips letters are the jump&apos;s, never one-key shortcuts: choose slots with 1, 2, 3, type a word with Insert</source>
        <translation>跳转到下一个以这些字符开头的词块，如同在列表中键入；再次按同一字母则前往下一个以它开头的词块（Backspace、Escape；不属于跳转的下一个键结束跳转）。在词块上字母总是用于跳转，从不作为单键快捷键：用 1、2、3 选择槽位，用 Insert 输入单词</translation>
    </message>
    <message>
        <source>|</source>
        <translation>|</translation>
    </message>
    <message>
        <source>Put the chip into the current slot split at its punctuation, each punctuation character optional (`Anti [-] Monitor` from the chip Anti-Monitor, `[`] [`]` from ``), as some golds write it; then the next chip</source>
        <translation>将词块在其标点处拆分后放入当前槽位，每个标点字符为可选（由词块 Anti-Monitor 得到 `Anti [-] Monitor`，由 `` 得到 `[`] [`]`），如某些金标准的写法；然后到下一个词块</translation>
    </message>
    <message>
        <source>Join the chip to the current slot&apos;s last word, without a space (`19-story` from the chips 19 - story: Space, &amp; and &amp;), as some golds write what the tokenizer split; then the next chip</source>
        <translation>将词块不加空格地接到当前槽位的最后一个词上（由词块 19 - story 得到 `19-story`：空格、&amp; 和 &amp;），如某些金标书写被分词器拆开的词；然后到下一个词块</translation>
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
        <translation>拆分连字符复合词(&amp;Y)（state - of - the - art）</translation>
    </message>
    <message>
        <source>Off: state-of-the-art stays one chip, as in the BenchIE data</source>
        <translation>关闭：state-of-the-art 保持为一个词块，与 BenchIE 数据一致</translation>
    </message>
    <message>
        <source>&amp;Quotation marks as chips of their own</source>
        <translation>引号作为独立词块(&amp;Q)</translation>
    </message>
    <message>
        <source>Off: a quotation mark stays on the word it touches (&quot;Hello&quot;)</source>
        <translation>关闭：引号留在相邻的词上（&quot;Hello&quot;）</translation>
    </message>
</context>
<context>
    <name>VariantChecklist</name>
    <message>
        <source>preposition into the relation</source>
        <translation>介词并入关系</translation>
    </message>
    <message>
        <source>preposition into the object</source>
        <translation>介词并入宾语</translation>
    </message>
    <message>
        <source>words into the object</source>
        <translation>词并入宾语</translation>
    </message>
    <message>
        <source>active voice</source>
        <translation>主动语态</translation>
    </message>
    <message>
        <source>combination</source>
        <translation>组合</translation>
    </message>
    <message>
        <source>a change made in this sentence</source>
        <translation>本句中的一处修改</translation>
    </message>
    <message>
        <source>placement splitting an optional group</source>
        <translation>拆分可选词组的位置变换</translation>
    </message>
    <message>
        <source>like another fact of this sentence</source>
        <translation>与本句另一事实同形</translation>
    </message>
    <message>
        <source>object continued by a nested fact</source>
        <translation>由嵌套事实延长的宾语</translation>
    </message>
    <message>
        <source>words into the relation</source>
        <translation>词移入关系</translation>
    </message>
    <message>
        <source>the fact of another conjunct: a new synset</source>
        <translation>另一个并列项的事实：新同义集</translation>
    </message>
    <message>
        <source>the same words written otherwise</source>
        <translation>同样的词的另一种写法</translation>
    </message>
    <message>
        <source>another conjunct in this fact</source>
        <translation>本事实中的另一个并列项</translation>
    </message>
    <message>
        <source>an article left out of an optional group</source>
        <translation>省去可选组中的冠词</translation>
    </message>
    <message>
        <source>object continued by the sentence&apos;s next phrases</source>
        <translation>宾语由句中后续短语延续</translation>
    </message>
    <message>
        <source>relation continued by the sentence&apos;s next phrases</source>
        <translation>关系由句中后续短语延续</translation>
    </message>
    <message>
        <source>the relation&apos;s auxiliaries optional, or plain</source>
        <translation>关系中的助动词可选或不可选</translation>
    </message>
    <message>
        <source>object cut before a preposition</source>
        <translation>宾语在介词前截断</translation>
    </message>
</context>
<context>
    <name>VariantChecklistDialog</name>
    <message>
        <source>Variant Checklist</source>
        <translation>变体清单</translation>
    </message>
    <message>
        <source>%1, held</source>
        <translation>%1，已包含</translation>
    </message>
    <message>
        <source>Add Checked</source>
        <translation>添加已勾选项</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n triple(s)</source>
        <translation>
            <numerusform>%1，含 %n 个三元组</numerusform>
        </translation>
    </message>
    <message>
        <source>1-9, a-z, A-Z; then .1, .a</source>
        <translation>1-9、a-z、A-Z；然后 .1、.a</translation>
    </message>
    <message>
        <source>Check or uncheck that form (past the 61st line a dot comes first)</source>
        <translation>勾选或取消该形式（第 61 行之后先按一个点）</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Check or uncheck the current line</source>
        <translation>勾选或取消当前行</translation>
    </message>
    <message>
        <source>*</source>
        <translation>*</translation>
    </message>
    <message>
        <source>Check every line of the current line&apos;s kind</source>
        <translation>勾选与当前行同类的每一行</translation>
    </message>
    <message>
        <source>+, -</source>
        <translation>+, -</translation>
    </message>
    <message>
        <source>Check every line, uncheck every line</source>
        <translation>勾选每一行，取消勾选每一行</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Add the checked forms (one undo step)</source>
        <translation>添加已勾选的形式（一次撤销）</translation>
    </message>
    <message>
        <source>Ctrl with a line&apos;s key, Ctrl+Space</source>
        <translation>Ctrl 加某行的键，Ctrl+Space</translation>
    </message>
    <message>
        <source>Check or uncheck that form, then add the checked forms (the last toggle and Return in one chord)</source>
        <translation>勾选或取消勾选该形式，然后添加已勾选的形式（最后一次切换与回车合为一个组合键）</translation>
    </message>
    <message>
        <source>Other forms of the facts of synset %1 that the guidelines admit, and the facts of the other conjuncts as new synsets. Checked: what annotators usually keep. A line&apos;s key (1-9, a-z, A-Z; after them a dot first, .1, .a) or Space toggles it; * checks every line of the current line&apos;s kind, + every line, - unchecks every line; Return adds the checked ones (one undo step), Ctrl with a line&apos;s key toggles it and adds them.</source>
        <translation>准则允许的同义集 %1 中事实的其他形式，以及作为新同义集的其他并列项的事实。已勾选：标注者通常保留的形式。按行的键（1-9、a-z、A-Z；之后的行先按一个点，.1、.a）或空格切换；* 勾选与当前行同类的每一行，+ 勾选每一行，- 取消勾选每一行；回车添加已勾选的项（一次撤销），Ctrl 加某行的键切换该行并添加。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Scores Open Information Extraction systems against BenchIE gold.</source>
        <translation>根据 BenchIE 金标准评测开放信息抽取系统。</translation>
    </message>
    <message>
        <source>BenchIE gold annotation file to open.</source>
        <translation>要打开的 BenchIE 金标准标注文件。</translation>
    </message>
    <message>
        <source>Add a system output (NAME=FILE, or FILE). Repeatable.</source>
        <translation>添加系统输出（NAME=FILE，或仅 FILE）。可重复使用。</translation>
    </message>
    <message>
        <source>Facet to score under: %1.</source>
        <translation>评测维度：%1。</translation>
    </message>
    <message>
        <source>Save the window as PNG once shown, then exit.</source>
        <translation>窗口显示后将其保存为 PNG，然后退出。</translation>
    </message>
    <message>
        <source>Only one gold file can be opened.</source>
        <translation>只能打开一个金标准文件。</translation>
    </message>
    <message>
        <source>Unknown facet &apos;%1&apos; (expected one of: %2).</source>
        <translation>未知的评测维度“%1”（应为以下之一：%2）。</translation>
    </message>
    <message>
        <source>--system needs a gold file.</source>
        <translation>--system 需要一个金标准文件。</translation>
    </message>
    <message>
        <source>Could not load every input; no screenshot taken.</source>
        <translation>未能加载全部输入；未截图。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Attach a CaRB gold file for the CaRB scorer.</source>
        <translation>为 CaRB 评分器附加 CaRB 金标准文件。</translation>
    </message>
    <message>
        <source>Show this chart (its export file name) on the charts page.</source>
        <translation>在图表页显示此图表（按其导出文件名）。</translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style).</source>
        <translation>使用深色调色板（Fusion 风格）。</translation>
    </message>
    <message>
        <source>--sentence needs a sentence number from 1 on, not &apos;%1&apos;.</source>
        <translation>--sentence 需要从 1 开始的句子编号，而不是“%1”。</translation>
    </message>
    <message>
        <source>Go to sentence N (1-based): the annotation workspace opens there, and the mismatch browser selects it.</source>
        <translation>转到第 N 句（从 1 开始）：标注工作区在该句打开，差异浏览器选中该句。</translation>
    </message>
    <message>
        <source>--scorer carb needs a CaRB gold: --carb-gold FILE, or a project file that has one.</source>
        <translation>--scorer carb 需要 CaRB 金标准：--carb-gold 文件，或包含它的项目文件。</translation>
    </message>
    <message>
        <source>BenchIE^FL: reproduce the official scorer (its published numbers).</source>
        <translation>BenchIE^FL：重现官方评分器（其已发表的数值）。</translation>
    </message>
    <message>
        <source>BenchIE^FL: no match without punctuation.</source>
        <translation>BenchIE^FL：不做忽略标点的匹配。</translation>
    </message>
    <message>
        <source>BenchIE^FL: no alternative formulations.</source>
        <translation>BenchIE^FL：不使用替代表述。</translation>
    </message>
    <message>
        <source>BenchIE^FL: no level of detail.</source>
        <translation>BenchIE^FL：不使用详细程度规则。</translation>
    </message>
    <message>
        <source>BenchIE^FL: no correction (every matching extraction is credited).</source>
        <translation>BenchIE^FL：不做校正（每个匹配的抽取都计为正确）。</translation>
    </message>
    <message>
        <source>Show the evaluation workspace&apos;s page: scores, sentences, charts, oie2016 or side-by-side.</source>
        <translation>显示评估工作区的页面：scores、sentences、charts、oie2016 或 side-by-side。</translation>
    </message>
    <message>
        <source>Attach an OIE2016 gold (.oie) for the OIE2016 scorer.</source>
        <translation>为 OIE2016 评分器附加 OIE2016 金标准（.oie）。</translation>
    </message>
    <message>
        <source>Add a native system output to OIE2016 (FORMAT:NAME=FILE or FORMAT:FILE; FORMAT: %1). Repeatable.</source>
        <translation>向 OIE2016 添加原生系统输出（FORMAT:NAME=FILE 或 FORMAT:FILE；FORMAT：%1）。可重复使用。</translation>
    </message>
    <message>
        <source>The sentence file ReVerb&apos;s sentence numbers point into (OIE2016&apos;s raw_sentences/all.txt).</source>
        <translation>ReVerb 的句子编号所指向的句子文件（OIE2016 的 raw_sentences/all.txt）。</translation>
    </message>
    <message>
        <source>OIE2016 matcher: current (today&apos;s official code) or 2016 (the paper&apos;s).</source>
        <translation>OIE2016 匹配器：current（当前的官方代码）或 2016（论文所用）。</translation>
    </message>
    <message>
        <source>Scorer of the evaluation workspace: benchie, fl, carb or oie2016.</source>
        <translation>评估工作区的评分器：benchie、fl、carb 或 oie2016。</translation>
    </message>
    <message>
        <source>Load a triple (&quot;subject --&gt; relation --&gt; object&quot;) into the slots of the annotation workspace, at --sentence.</source>
        <translation>将三元组（“主语 --&gt; 关系 --&gt; 宾语”）载入标注工作区的槽位，位于 --sentence 指定的句子。</translation>
    </message>
    <message>
        <source>Open a ROBUST gold (JSON cliques) in the ROBUST workspace.</source>
        <translation>在 ROBUST 工作区中打开 ROBUST 金标准（JSON 格式的团）。</translation>
    </message>
    <message>
        <source>Add a ROBUST system file (NAME=FILE, or FILE). Repeatable.</source>
        <translation>添加 ROBUST 系统文件（NAME=FILE，或仅 FILE）。可重复使用。</translation>
    </message>
    <message>
        <source>Merge a second annotator&apos;s gold or project into the gold (the Merge tab).</source>
        <translation>将第二位标注者的金标准或项目合并到金标准中（“合并”标签页）。</translation>
    </message>
    <message>
        <source>Render every chart into DIR (with its data as CSV) without a window, then exit.</source>
        <translation>不打开窗口，将每个图表渲染到 DIR（并附带其 CSV 数据），然后退出。</translation>
    </message>
    <message>
        <source>Size of the exported charts, e.g. 8.5x6cm or 3.3x2.5in (default 8.5x6.375cm).</source>
        <translation>导出图表的尺寸，例如 8.5x6cm 或 3.3x2.5in（默认 8.5x6.375cm）。</translation>
    </message>
    <message>
        <source>Exported charts without their titles (for captions).</source>
        <translation>导出不带标题的图表（用于图注）。</translation>
    </message>
    <message>
        <source>Show the Review tab.</source>
        <translation>显示“审阅”标签页。</translation>
    </message>
    <message>
        <source>Attach a file for review: a CaRB gold (tab format), a BenchIE system file or another gold. Repeatable.</source>
        <translation>附加一个供审阅的文件：CaRB 金标准（制表符格式）、BenchIE 系统文件或另一份金标准。可重复使用。</translation>
    </message>
    <message>
        <source>Show the Agree tab: the open gold&apos;s agreement with this gold.</source>
        <translation>显示“一致性”标签页：当前打开的金标准与此金标准的一致性。</translation>
    </message>
    <message>
        <source>--robust-system needs --robust-gold.</source>
        <translation>--robust-system 需要 --robust-gold。</translation>
    </message>
    <message>
        <source>Unknown page &apos;%1&apos; (expected scores, sentences, charts, oie2016 or side-by-side).</source>
        <translation>未知页面“%1”（应为 scores、sentences、charts、oie2016 或 side-by-side）。</translation>
    </message>
    <message>
        <source>--scorer is benchie, fl, carb or oie2016 (carb needs --carb-gold, oie2016 --oie2016-gold, or a project file that has one).</source>
        <translation>--scorer 的取值为 benchie、fl、carb 或 oie2016（carb 需要 --carb-gold，oie2016 需要 --oie2016-gold，或包含它们的项目文件）。</translation>
    </message>
    <message>
        <source>--draft needs a triple &quot;subject --&gt; relation --&gt; object&quot;, not &apos;%1&apos;.</source>
        <translation>--draft 需要一个三元组“主语 --&gt; 关系 --&gt; 宾语”，而不是“%1”。</translation>
    </message>
    <message>
        <source>--reference and --agreement need a gold file.</source>
        <translation>--reference 和 --agreement 需要一个金标准文件。</translation>
    </message>
    <message>
        <source>--export-charts needs a gold file.</source>
        <translation>--export-charts 需要一个金标准文件。</translation>
    </message>
    <message>
        <source>--scorer oie2016 needs an OIE2016 gold: --oie2016-gold FILE, or a project file that has one.</source>
        <translation>--scorer oie2016 需要 OIE2016 金标准：--oie2016-gold 文件，或包含它的项目文件。</translation>
    </message>
    <message>
        <source>Could not load every input; no chart exported.</source>
        <translation>未能加载全部输入；未导出图表。</translation>
    </message>
    <message>
        <source>Switch the interface to LANGUAGE (de, fr, zh_CN, en) once the window is built.</source>
        <translation>窗口构建完成后，将界面切换为 LANGUAGE（de、fr、zh_CN、en）。</translation>
    </message>
    <message>
        <source>Formats of the exported charts: pdf, svg, png, tex (pgfplots), comma-separated (default pdf).</source>
        <translation>导出图表的格式：pdf、svg、png、tex（pgfplots），以逗号分隔（默认 pdf）。</translation>
    </message>
    <message>
        <source>--format: unknown format &apos;%1&apos; (expected pdf, svg, png or tex).</source>
        <translation>--format：未知格式“%1”（应为 pdf、svg、png 或 tex）。</translation>
    </message>
    <message>
        <source>A window was opened during the export (%1); report this as a bug.</source>
        <translation>导出期间打开了一个窗口（%1）；请将此作为缺陷报告。</translation>
    </message>
    <message>
        <source>Unknown OIE2016 mode &apos;%1&apos; (expected current or 2016).</source>
        <translation>未知的 OIE2016 模式“%1”（应为 current 或 2016）。</translation>
    </message>
    <message>
        <source>--oie2016-system needs --oie2016-gold.</source>
        <translation>--oie2016-system 需要 --oie2016-gold。</translation>
    </message>
    <message>
        <source>%1: no synset in this gold (an empty file, or a text to annotate): no chart to export.</source>
        <translation>%1：此金标准中没有同义集（空文件，或待标注的文本）：没有可导出的图表。</translation>
    </message>
</context>
</TS>
