export default {
  viewer: {
    opening: '正在打开文件…',
    broken: '此文件已损坏或不完整，无法显示。',
    workerFailed: '查看器无法启动，请检查网络后重试。',
    download: '下载',
    fit: '适应宽度',
    zoom: '缩放 {{percent}}%',
    page: '第 {{page}} 页，共 {{total}} 页',
    pageLabel: '第 {{page}} 页',
    pdf: 'PDF 文档：{{name}}',
    sheets: '工作表',
    size: '{{rows}} 行 × {{cols}} 列',
    emptySheet: '此工作表没有数据。',
    rowNumber: '行',
  },
};
