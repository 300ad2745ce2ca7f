import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Simplified Chinese dictionaries say things the way Mainland users read them: no Traditional characters and no
 * Taiwan wording (不支援 for 不支持, 檔案 for 文件, 網路 for 网络 …). Every zh-Hans dictionary of the core and
 * the areas is read as text, so a new area's dictionary is covered without a list to keep.
 */
const ROOTS = ['src', 'widgets'];
function zhHansFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return zhHansFiles(path);
    return /zh-Hans\.ts$/.test(name) ? [path] : [];
  });
}
const files = ROOTS.flatMap(zhHansFiles);

/** Taiwan usage written in Simplified characters, with what Mainland users expect instead. */
const WORDING: Record<string, string> = {
  支援: '支持',
  档案: '文件',
  资讯: '信息',
  讯息: '消息',
  网路: '网络',
  软体: '软件',
  硬体: '硬件',
  预设: '默认',
  帐号: '账号',
  登入: '登录',
  登出: '退出登录',
  列印: '打印',
  程式: '程序',
  伺服器: '服务器',
  连结: '链接',
  介面: '界面',
  透过: '通过',
  使用者: '用户',
  载入: '加载',
  重新整理: '刷新',
  搜寻: '搜索',
  萤幕: '屏幕',
  品质: '质量',
  设定: '设置',
  储存: '保存',
  影片: '视频',
  行动电话: '手机',
  简讯: '短信',
  线上: '在线',
  回馈: '反馈',
  最佳化: '优化',
  视窗: '窗口',
  选单: '菜单',
};
/** Characters that exist only in Traditional Chinese (their Simplified forms differ). */
const TRADITIONAL =
  '與個們這來時後會對說過還點從發請應實現開關數據處審權帳號設驗證錄資訊檔傳載頁當條單員務業產廠區價幣額費際項類選擇碼確認變動態圖標題機歷電話聯絡郵計劃覽簽級範圍線嗎麼給讓樣裡沒無種總經歸檢測試啟結書筆縮複製顯輸錯誤彈鐘隨滿氣異質進貨庫購銷採報銀戶稅幾貼紙換導嚴輕稱屬層專醫療舊刪儲淨筆參閱' as const;
// The language list names Traditional Chinese in its own script, as language pickers do.
const ALLOWED_LINES = [/'zh-Hant': '繁體中文'/];

describe('zh-Hans dictionaries', () => {
  it('are found (core and every area)', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(files).toContain(join('widgets', 'sap', 'i18n', 'zh-Hans.ts'));
  });

  for (const file of files) {
    it(`${file}: Simplified characters and Mainland wording only`, () => {
      const found: string[] = [];
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (ALLOWED_LINES.some((re) => re.test(line))) return;
          for (const [word, mainland] of Object.entries(WORDING))
            if (line.includes(word)) found.push(`${i + 1}: ${word} → ${mainland}`);
          for (const ch of line) if (TRADITIONAL.includes(ch)) found.push(`${i + 1}: ${ch} (Traditional)`);
        });
      expect(found).toEqual([]);
    });
  }

  it('the SAP dialog for a form type the client cannot show says 不支持', async () => {
    const { default: sap } = await import('../../../widgets/sap/i18n/zh-Hans');
    expect(sap.sap.unsupportedTitle).toBe('不支持的表单类型');
  });
});
