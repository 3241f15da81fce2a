<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnalysisResults</name>
    <message>
        <source>Open a gold file first.</source>
        <translation>请先打开金标准文件。</translation>
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
        <source>%1 gold tuples in %2 sentences; %3 extractions of sentences without CaRB gold ignored</source>
        <translation>%2 个句子中有 %1 个金标准元组；已忽略 %3 个无 CaRB 金标准句子的抽取</translation>
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
        <source>Extractions in sentences that have CaRB gold</source>
        <translation>有 CaRB 金标准的句子中的抽取数</translation>
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
        <extracomment>Legend entry of a CaRB curve: system name and area under the curve</extracomment>
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
        <source>The scorer of the table and chart: BenchIE under the facet of the toolbar, BenchIE^FL&apos;s tolerant matching, or CaRB against an attached CaRB gold</source>
        <translation>表格和图表所用的评分器：按工具栏评测维度的 BenchIE、BenchIE^FL 的宽松匹配，或基于已附加 CaRB 金标准的 CaRB</translation>
    </message>
    <message>
        <source>F1 of every system under every facet</source>
        <translation>每个系统在各评测维度下的 F1</translation>
    </message>
    <message>
        <source>Decimals of P, R and F1 in copies and exports</source>
        <translation>复制和导出时 P、R、F1 的小数位数</translation>
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
        <source>E&amp;valuation</source>
        <translation>评测(&amp;V)</translation>
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
        <translation>导出表格</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG (*.png)</translation>
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
        <translation>CaRB 不按同义集评判单个抽取：本页的判定和 F1 来自 BenchIE，使用工具栏中选择的分面。CaRB 分数在“得分”页面上。</translation>
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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Add System Output...</source>
        <translation>添加系统输出(&amp;A)...</translation>
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
        <source>&amp;Facet:</source>
        <translation>评测维度(&amp;F)：</translation>
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
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation>BenchIE 金标准文件 (*.txt);;所有文件 (*)</translation>
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
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>BenchIE 金标准文件和 OIE Studio 项目 (*.txt *.oieproj);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1[*] - OIE Studio</source>
        <translation>%1[*] - OIE Studio</translation>
    </message>
    <message>
        <source>OIE Studio projects (*.oieproj);;All files (*)</source>
        <translation>OIE Studio 项目 (*.oieproj);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
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
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
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
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
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
        <source>The annotation has unsaved changes. Save them as a project?</source>
        <translation>标注有未保存的更改。是否保存为项目？</translation>
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
        <translation>OIE Studio 关闭时 %1 有未保存的更改（最后副本 %2）。是否恢复？</translation>
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
        <source>%1 was changed on disk by someone else since it was opened.</source>
        <translation>%1 自打开后已被他人在磁盘上修改。</translation>
    </message>
    <message>
        <source>Overwrite it anyway?</source>
        <translation>仍要覆盖吗？</translation>
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
        <source>A new language applies when OIE Studio starts again.</source>
        <translation>新语言将在 OIE Studio 下次启动时生效。</translation>
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
        <source>Cannot read the gold file %1: %2</source>
        <translation>无法读取金标准文件 %1：%2</translation>
    </message>
    <message>
        <source>system %1 dropped: %2</source>
        <translation>已移除系统 %1：%2</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>请先打开金标准文件，再添加系统输出。</translation>
    </message>
    <message>
        <source>Cannot read the system output %1: %2</source>
        <translation>无法读取系统输出 %1：%2</translation>
    </message>
    <message>
        <source>the gold marks no triple as entity-clean: the entity facet scores nothing</source>
        <translation>金标准中没有标记为实体完整的三元组：实体维度不计任何分数</translation>
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
</context>
<context>
    <name>SlotEditor</name>
    <message>
        <source>Word not in the sentence (e.g. an inferred &quot;is&quot;), then Return</source>
        <translation>句中没有的词（如推断出的“is”），然后按回车</translation>
    </message>
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
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
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
        <source>Show the evaluation workspace&apos;s page: scores, sentences or charts.</source>
        <translation>显示评测工作区的页面：scores、sentences 或 charts。</translation>
    </message>
    <message>
        <source>Attach a CaRB gold file for the CaRB scorer.</source>
        <translation>为 CaRB 评分器附加 CaRB 金标准文件。</translation>
    </message>
    <message>
        <source>Scorer of the evaluation workspace: benchie, fl or carb.</source>
        <translation>评测工作区的评分器：benchie、fl 或 carb。</translation>
    </message>
    <message>
        <source>Show this chart (its export file name) on the charts page.</source>
        <translation>在图表页显示此图表（按其导出文件名）。</translation>
    </message>
    <message>
        <source>Unknown page &apos;%1&apos; (expected scores, sentences or charts).</source>
        <translation>未知页面 &apos;%1&apos;（应为 scores、sentences 或 charts）。</translation>
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
        <source>--scorer is benchie, fl or carb (carb needs --carb-gold, or a project file with a CaRB gold).</source>
        <translation>--scorer 为 benchie、fl 或 carb（carb 需要 --carb-gold，或带有 CaRB 金标准的项目文件）。</translation>
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
</context>
</TS>
