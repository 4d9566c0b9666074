import { describe, expect, it } from 'vitest';
import { seedClubs } from '../../seed/clubs';
import { withNetworkDefaults } from './club-content-defaults';
import { matrixOf, sendContactMessage } from './club-pages-service';
import { clubIdInPath } from './club-shell';

const club = (id: number) => seedClubs.find((c) => c.id === id)!.content;

describe('public club pages: pure parts', () => {
  it('themes the page shell for the club a public page names', () => {
    expect(clubIdInPath('/Club/Foxhill%20Heath/151')).toBe(151);
    expect(clubIdInPath('/PointsMatrix/x/563')).toBe(563);
    expect(clubIdInPath('/RoundsMatrix/x/537')).toBe(537);
    expect(clubIdInPath('/T&Cs/x/523')).toBe(523);
    expect(clubIdInPath('/Help/x/563')).toBe(563);
    expect(clubIdInPath('/Help')).toBeNull();
    expect(clubIdInPath('/Club/x/99999999999')).toBeNull();
    expect(clubIdInPath('/Other/x/151')).toBeNull();
  });

  it("fills what a club leaves out from the network's document, keeping what it sets", () => {
    const network = club(0);
    const { quotes, termsAndConditions, customerServiceEmail, ...bare } = club(151);
    const filled = withNetworkDefaults(bare, network);
    expect(filled.quotes).toEqual(network.quotes);
    expect(filled.termsAndConditions).toEqual(network.termsAndConditions);
    expect(filled.customerServiceEmail).toBe(bare.email);
    expect(withNetworkDefaults({ ...bare, quotes: [] }, network).quotes).toEqual([]);
    expect(withNetworkDefaults(bare, null).helpImages).toEqual([]);
  });

  it('groups matrix rows by course, season (summer first) and day, with HH:mm bands', () => {
    const row = { courseId: 1, courseName: 'Old', dayOfWeek: 1, adultCost: 20, juniorCost: 10 };
    const matrix = matrixOf(club(537), [
      { ...row, season: 'winter', fromMinute: 480 },
      { ...row, season: 'summer', fromMinute: 390 },
      { ...row, season: 'summer', fromMinute: 900 },
      {
        courseId: 2,
        courseName: 'New',
        season: null,
        dayOfWeek: null,
        fromMinute: null,
        adultCost: null,
        juniorCost: null,
      },
    ]);
    expect(matrix.Rounds).toBe(true);
    expect(matrix.Courses.map((c) => c.Name)).toEqual(['Old', 'New']);
    expect(matrix.Courses[0]!.Seasons.map((s) => s.Season)).toEqual(['summer', 'winter']);
    expect(matrix.Courses[0]!.Seasons[0]!.Days[0]!.Bands.map((b) => b.From)).toEqual(['06:30', '15:00']);
    expect(matrix.Courses[1]!.Seasons).toEqual([]);
  });

  it('answers CONTACT_NOT_SENT when the mailer fails', async () => {
    const mailer = { send: async () => Promise.reject(new Error('down')) };
    const body = { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello there, team.' };
    await expect(sendContactMessage(mailer, club(151), body, 'C-1')).rejects.toMatchObject({
      code: 'CONTACT_NOT_SENT',
    });
  });
});
