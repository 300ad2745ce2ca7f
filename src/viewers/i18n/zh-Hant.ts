export default {
  viewer: {
    opening: '正在開啟檔案…',
    broken: '此檔案已損壞或不完整，無法顯示。',
    workerFailed: '檢視器無法啟動，請檢查網路後重試。',
    download: '下載',
    fit: '符合寬度',
    zoom: '縮放 {{percent}}%',
    page: '第 {{page}} 頁，共 {{total}} 頁',
    pageLabel: '第 {{page}} 頁',
    pdf: 'PDF 文件：{{name}}',
    sheets: '工作表',
    size: '{{rows}} 列 × {{cols}} 欄',
    emptySheet: '此工作表沒有資料。',
    rowNumber: '列',
  },
};
