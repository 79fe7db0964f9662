// Thai strings of the security screen.
import type { SessionsMessages } from '../en/sessions';

export const sessions: SessionsMessages = {
  intro:
    'อุปกรณ์ที่เข้าสู่ระบบบัญชีของคุณอยู่ และการเข้าสู่ระบบทุกครั้งในช่วง {{days}} วันที่ผ่านมา หากพบรายการที่ไม่ใช่คุณ ให้ออกจากระบบอุปกรณ์นั้นและเปลี่ยนรหัสผ่านเข้าสู่ระบบ',
  unknownDevice: 'อุปกรณ์ที่ไม่รู้จัก',
  address: 'ที่อยู่ IP {{ip}}',
  devices: {
    title: 'อุปกรณ์ที่เข้าสู่ระบบอยู่',
    thisDevice: 'อุปกรณ์นี้',
    since: 'เข้าสู่ระบบเมื่อ {{time}}',
    logOut: 'ออกจากระบบ',
    logOutLabel: 'ออกจากระบบ {{device}}',
    noOthers: 'ไม่มีอุปกรณ์อื่นที่เข้าสู่ระบบอยู่',
    endOthers: 'ออกจากระบบอุปกรณ์อื่นทั้งหมด',
    confirmTitle: 'ออกจากระบบอุปกรณ์อื่นทั้งหมดหรือไม่',
    confirmMessage: 'อุปกรณ์ทุกเครื่องยกเว้นเครื่องนี้จะถูกออกจากระบบทันที และต้องใช้รหัสผ่านเพื่อเข้าสู่ระบบอีกครั้ง',
    confirm: 'ออกจากระบบ',
    cancel: 'ยกเลิก',
    ended: 'ออกจากระบบอุปกรณ์แล้ว',
    endedOthers: 'ออกจากระบบอุปกรณ์แล้ว {{count}} เครื่อง',
    loadFailed: 'โหลดรายการอุปกรณ์ไม่สำเร็จ',
  },
  history: {
    title: 'ประวัติการเข้าสู่ระบบ',
    period: '{{days}} วันล่าสุด เรียงจากใหม่ไปเก่า',
    succeeded: 'สำเร็จ',
    failed: 'ไม่สำเร็จ',
    methods: {
      password: 'รหัสผ่าน',
      passkey: 'พาสคีย์',
    },
    withSecondFactor: '{{method}} + {{factor}}',
    secondFactors: {
      totp: 'แอปยืนยันตัวตน',
      passkey: 'พาสคีย์',
      'recovery-code': 'รหัสกู้คืน',
    },
    empty: 'ไม่มีการเข้าสู่ระบบในช่วง {{days}} วันที่ผ่านมา',
    loadFailed: 'โหลดประวัติการเข้าสู่ระบบไม่สำเร็จ',
  },
};
