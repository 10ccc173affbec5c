import { CUSTOMER_PROFILE_CONFIG, type AppConfigEntry } from '@marketplace/contracts';
import { isSectionShown, type AppConfigState } from './app-config-visibility';

const { pageName, sections } = CUSTOMER_PROFILE_CONFIG;

function profilePage(status: 'enabled' | 'disabled', disabledSections: string[] = []): AppConfigEntry {
  return {
    pageName,
    status,
    sections: Object.values(sections).map((sectionName) => ({
      sectionName,
      status: disabledSections.includes(sectionName) ? 'disabled' : 'enabled',
    })),
  };
}

function loaded(...config: AppConfigEntry[]): AppConfigState {
  return { status: 'loaded', config };
}

describe('isSectionShown', () => {
  it('shows a section while its page and the section are enabled', () => {
    const state = loaded(profilePage('enabled', [sections.support]));
    expect(isSectionShown(state, pageName, sections.addresses)).toBe(true);
    expect(isSectionShown(state, pageName, sections.support)).toBe(false);
  });

  it('hides every section of a disabled page', () => {
    const state = loaded(profilePage('disabled'));
    expect(Object.values(sections).some((section) => isSectionShown(state, pageName, section))).toBe(false);
  });

  it('hides sections the configuration does not list, and pages it does not list', () => {
    const state = loaded(profilePage('enabled'));
    expect(isSectionShown(state, pageName, 'wallet')).toBe(false);
    expect(isSectionShown(loaded(), pageName, sections.help)).toBe(false);
  });

  it('hides sections until the configuration arrives, so switched-off parts never flash up', () => {
    expect(isSectionShown({ status: 'loading' }, pageName, sections.help)).toBe(false);
  });

  it('shows every section when the configuration cannot be loaded', () => {
    expect(isSectionShown({ status: 'failed' }, pageName, sections.help)).toBe(true);
    expect(isSectionShown({ status: 'failed' }, pageName, sections.support)).toBe(true);
  });
});
