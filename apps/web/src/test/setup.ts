import '../i18n';
