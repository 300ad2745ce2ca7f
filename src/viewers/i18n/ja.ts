export default {
  viewer: {
    opening: 'ファイルを開いています…',
    broken: 'このファイルは破損しているか不完全なため、表示できません。',
    workerFailed: 'ビューアーを起動できませんでした。接続を確認して、もう一度お試しください。',
    download: 'ダウンロード',
    fit: '幅に合わせる',
    zoom: 'ズーム {{percent}}%',
    page: '{{page}} / {{total}} ページ',
    pageLabel: '{{page}} ページ',
    pdf: 'PDF 文書：{{name}}',
    sheets: 'シート',
    size: '{{rows}} 行 × {{cols}} 列',
    emptySheet: 'このシートは空です。',
    rowNumber: '行',
  },
};
