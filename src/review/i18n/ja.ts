/** Review and sign labels shared by SRM and QMS (SPEC 4 and 6), all under `review`. */
export default {
  review: {
    login: {
      language: '言語',
    },
    scope: {
      todo: 'ToDo',
      all: 'すべて',
    },
    list: {
      mine: 'あなたの承認待ち',
    },
    state: {
      label: '審査状態',
      underReview: '審査中',
      closedCase: '完了',
      speciallyConcluded: '特別完了',
      selfClosing: '自己完了',
      pendingSubmission: '署名提出待ち',
    },
    sign: {
      '0': '署名進行中',
      '1': '完了',
      '2': '特別完了',
      label: '署名状態',
    },
    problem: {
      label: '問題区分',
      serious: '重大',
      main: '主要',
      slight: '軽微',
    },
    role: {
      applicant: '申請者',
      auditor: '監査者',
      approver: '承認者',
      reviewer: '審査者',
      jointReview: '合同審査メンバー',
      notification: '通知先',
      qcLeader: 'QC 班長',
      qcResponsible: 'QC 責任者',
      productionConfirmer: '生産管理確認者',
      procurementConfirmer: '購買確認者',
      qaSupervisor: '品質保証主管',
      supervisorApproval: '上長承認',
      misManager: 'MIS 管理者',
      responsibleEngineer: '担当エンジニア',
      business: '営業',
    },
    flow: {
      signedBy: '{{by}} が {{name}} の代理で署名',
      title: '署名フロー',
      done: '署名済み',
      current: '署名待ち',
      waiting: '未到達',
      pass: '承認',
      return: '差し戻し',
      special: '特別完了',
    },
    field: {
      id: '案件番号',
      supplier: 'サプライヤー',
      factory: '工場',
    },
    file: {
      download: '{{name}} をダウンロード',
      downloadShort: 'ダウンロード',
    },
    section: {
      files: '添付ファイル',
    },
  },
};
